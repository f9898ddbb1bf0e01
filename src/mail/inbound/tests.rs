use super::*;

const BOT: &str = "play@example.org";

fn crlf(s: &str) -> Vec<u8> {
    s.replace('\n', "\r\n").into_bytes()
}

fn parse(s: &str) -> Inbound {
    parse_inbound(&crlf(s), BOT).expect("parses")
}

#[test]
fn gmail_reply_plain_and_html() {
    let m = parse(
        r#"Delivered-To: play+42.k3y@example.org
Return-Path: <alice@gmail.com>
MIME-Version: 1.0
Date: Mon, 5 Feb 2024 10:01:02 +0100
References: <a1@example.org> <a2@example.org>
In-Reply-To: <a2@example.org>
Message-ID: <CAF=xyz+123@mail.gmail.com>
Subject: Re: [#42] Your move in chess against alice
From: Alice Example <Alice@Gmail.com>
To: tandem <play+42.k3y@example.org>
Content-Type: multipart/alternative; boundary="000000000000abcdef"

--000000000000abcdef
Content-Type: text/plain; charset="UTF-8"

Nf3

On Mon, Feb 5, 2024 at 9:00 AM tandem <play+42.k3y@example.org>
wrote:

> [#42] bob played e5.
>
>   |r|n|b|q|k|b|n|r|  8
>

--000000000000abcdef
Content-Type: text/html; charset="UTF-8"

<div dir="ltr">Nf3</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Feb 5, 2024 at 9:00 AM tandem &lt;<a href="mailto:play+42.k3y@example.org">play+42.k3y@example.org</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex"><pre>[#42] bob played e5.</pre></blockquote></div>

--000000000000abcdef--
"#,
    );
    assert_eq!(m.message_id, "CAF=xyz+123@mail.gmail.com");
    assert_eq!(m.from, "alice@gmail.com");
    assert_eq!(m.from_name.as_deref(), Some("Alice Example"));
    assert_eq!(m.to, vec!["play+42.k3y@example.org".to_string()]);
    assert_eq!(m.subject, "Re: [#42] Your move in chess against alice");
    assert_eq!(m.in_reply_to, vec!["a2@example.org"]);
    assert_eq!(m.references, vec!["a1@example.org", "a2@example.org"]);
    assert_eq!(m.text, "Nf3");
    assert!(m.html);
    assert_eq!(m.skip, None);
}

#[test]
fn outlook_reply_with_header_block() {
    let m = parse(
        r#"From: Bob Builder <bob@outlook.com>
To: "tandem" <play@example.org>
Subject: RE: [#7] Your move
Date: Tue, 6 Feb 2024 08:00:00 +0000
Message-ID: <DB9PR01MB1234@DB9PR01MB1234.eurprd01.prod.exchangelabs.com>
In-Reply-To: <b7@example.org>
Content-Type: multipart/alternative; boundary="_000_DB9PR_"
MIME-Version: 1.0

--_000_DB9PR_
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

draw=0D
say Gut gespielt =96 fair enough=0D
=0D
________________________________=0D
From: tandem <play@example.org>=0D
Sent: Monday, February 5, 2024 9:00 AM=0D
To: Bob Builder <bob@outlook.com>=0D
Subject: [#7] Your move=0D
=0D
resign=0D

--_000_DB9PR_
Content-Type: text/html; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

<html><head><meta http-equiv=3D"Content-Type" content=3D"text/html; charset=3DWindows-1252"><style>p{margin:0}</style></head><body><div>draw</div><div>say Gut gespielt =96 fair enough</div><hr><div id=3D"divRplyFwdMsg"><b>From:</b> tandem<br><b>Sent:</b> Monday<br></div><div>resign</div></body></html>

--_000_DB9PR_--
"#,
    );
    assert_eq!(m.text, "draw\nsay Gut gespielt – fair enough");
    assert!(m.html);
    assert_eq!(m.in_reply_to, vec!["b7@example.org"]);
}

#[test]
fn outlook_original_message_marker() {
    let m = parse(
        "From: c@example.com\nTo: play@example.org\nSubject: RE: x\nMessage-ID: <1@c>\n\nboard\n\n-----Original Message-----\nFrom: tandem\nresign\n",
    );
    assert_eq!(m.text, "board");
}

#[test]
fn thunderbird_flowed_bottom_post_with_signature() {
    let m = parse(
        r#"Message-ID: <5f2c1a3e-1b2c-4d5e-8f90-123456789abc@posteo.de>
Date: Wed, 7 Feb 2024 20:15:00 +0100
MIME-Version: 1.0
User-Agent: Mozilla Thunderbird
Subject: Re: [#42] Your move in tandem84 against bob
To: tandem <play@example.org>
References: <m1@example.org>
From: Carol <carol@posteo.de>
In-Reply-To: <m1@example.org>
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

On 07.02.24 09:00, tandem wrote:
> [#42] bob played Nf3/e4.
>
>  |r|n|b|q|k|b|n|r|  8

Nf6/d5
say that was a long think, but here is my answer, and it is long 
enough to be wrapped by the client
 >not a quote: space-stuffed

-- 
Carol
e4
"#,
    );
    assert_eq!(
        m.text,
        // the space-stuffed line starts with `>` once unstuffed: never a command, dropped too
        "Nf6/d5\nsay that was a long think, but here is my answer, and it is long enough to be wrapped by the client"
    );
    assert!(!m.html);
    assert_eq!(m.from, "carol@posteo.de");
}

#[test]
fn apple_mail_reply() {
    let m = parse(
        r#"From: Dave <dave@icloud.com>
Content-Type: multipart/alternative;
	boundary="Apple-Mail=_1A2B3C4D"
Mime-Version: 1.0 (Mac OS X Mail 16.0 \(3774.300.61.1.2\))
Subject: Re: [#9] Your move in crazyhouse against erin
Date: Thu, 8 Feb 2024 11:11:11 +0100
In-Reply-To: <x9@example.org>
To: tandem <play@example.org>
References: <x8@example.org> <x9@example.org>
Message-Id: <AB12CD34-EF56-7890-ABCD-EF1234567890@icloud.com>

--Apple-Mail=_1A2B3C4D
Content-Transfer-Encoding: quoted-printable
Content-Type: text/plain;
	charset=utf-8

N@f3

Sent from my iPhone

> On 8 Feb 2024, at 10:00, tandem <play@example.org> wrote:
>=20
> =EF=BB=BF[#9] erin played Qxf7

--Apple-Mail=_1A2B3C4D
Content-Transfer-Encoding: 7bit
Content-Type: text/html;
	charset=us-ascii

<html><body dir="auto">N@f3<br><br><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">On 8 Feb 2024, at 10:00, tandem &lt;play@example.org&gt; wrote:<br><br></blockquote></div></body></html>
--Apple-Mail=_1A2B3C4D--
"#,
    );
    assert_eq!(m.text, "N@f3");
    assert!(m.html);
    assert_eq!(m.message_id, "AB12CD34-EF56-7890-ABCD-EF1234567890@icloud.com");
    assert_eq!(m.references, vec!["x8@example.org", "x9@example.org"]);
}

#[test]
fn apple_mail_unquoted_attribution_cuts() {
    let m = parse(
        "From: d@icloud.com\nTo: play@example.org\nSubject: x\nMessage-ID: <2@d>\n\ne4\n\nOn 8 Feb 2024, at 10:00, tandem <play@example.org> wrote:\n\n[#9] erin played Qxf7\nresign\n",
    );
    assert_eq!(m.text, "e4");
}

#[test]
fn html_only_base64() {
    // <div>new chess with bob@example.com</div><div>as white</div><blockquote>old</blockquote>
    let html = "<html><body><div>new chess with bob@example.com as white</div><div>board</div><blockquote><div>resign</div></blockquote></body></html>";
    let b64 = base64_encode(html.as_bytes());
    let raw = format!(
        "From: Erin <erin@web.de>\nTo: play@example.org\nSubject: hello\nMessage-ID: <h1@web.de>\nMIME-Version: 1.0\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{b64}\n"
    );
    let m = parse(&raw);
    assert_eq!(m.text, "new chess with bob@example.com as white\nboard");
    assert!(m.html);
}

#[test]
fn gmail_html_only_attribution_cuts_unmarked_quote() {
    // No blockquote markup survives in some webmail HTML: the attribution ends the fresh text.
    let m = parse(
        "From: f@example.com\nTo: play@example.org\nSubject: x\nMessage-ID: <3@f>\nContent-Type: text/html\n\n<div>Bxc6</div><div>On Mon, Feb 5, 2024 at 9:00 AM tandem wrote:</div><div>resign</div>\n",
    );
    assert_eq!(m.text, "Bxc6");
}

#[test]
fn iso_8859_1_german_attribution() {
    let m = parse(
        "From: =?ISO-8859-1?Q?J=FCrgen_M=FCller?= <Juergen@Example.DE>\nTo: play@example.org\nSubject: =?ISO-8859-1?Q?Re:_Z=FCge?=\nMessage-ID: <de1@example.de>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=ISO-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nsay Sch=F6ner Zug!\ne4\n\nAm 05.02.2024 um 09:00 schrieb tandem <play@example.org>:\n> Zug\n",
    );
    assert_eq!(m.from, "juergen@example.de");
    assert_eq!(m.from_name.as_deref(), Some("Jürgen Müller"));
    assert_eq!(m.subject, "Re: Züge");
    assert_eq!(m.text, "say Schöner Zug!\ne4");
}

#[test]
fn french_attribution_two_lines() {
    let t = fresh_text("Cxe5\n\nLe lun. 5 févr. 2024 à 09:00, tandem <play@example.org> a\nécrit :\n> coup\n");
    // "a\nécrit :" splits the ending itself: joined, it ends with "a écrit :"
    assert_eq!(t, "Cxe5");
}

#[test]
fn attribution_split_over_two_lines_with_quote_keeps_bottom_post() {
    let t = fresh_text("On Mon, Feb 5, 2024 at 9:00 AM tandem <\nplay@example.org> wrote:\n> your move\n\nd4\n");
    assert_eq!(t, "d4");
}

#[test]
fn interleaved_reply() {
    let t = fresh_text("tandem wrote:\n> Your move. Legal: e4 d4\ne4\n> Offer a draw?\nno\n");
    assert_eq!(t, "e4\nno");
}

#[test]
fn forwarded_message_is_not_fresh() {
    let t = fresh_text(
        "new chess with zed@example.com\n\n---------- Forwarded message ---------\nFrom: Zed <zed@example.com>\nDate: Mon\nSubject: fancy a game?\n\nresign\n",
    );
    assert_eq!(t, "new chess with zed@example.com");
    assert_eq!(fresh_text("hi\nBegin forwarded message:\n\nresign"), "hi");
    assert_eq!(fresh_text("hi\n-------- Forwarded Message --------\nresign"), "hi");
}

#[test]
fn signature_variants() {
    assert_eq!(fresh_text("e4\n-- \nAlice\nresign"), "e4");
    assert_eq!(fresh_text("e4\n--\nAlice"), "e4");
    assert_eq!(fresh_text("e4\n\nGet Outlook for Android\n"), "e4");
    assert_eq!(fresh_text("e4\nVon meinem iPhone gesendet"), "e4");
    // a command line that merely mentions such words stays
    assert_eq!(fresh_text("say sent from my iPhone\ne4"), "say sent from my iPhone\ne4");
    // a line of dashes that is not a marker stays
    assert_eq!(fresh_text("---\ne4"), "---\ne4");
}

#[test]
fn blank_lines_are_squeezed_and_trimmed() {
    assert_eq!(fresh_text("\n\n  e4  \n\n\n\nboard\n\n"), "  e4\n\nboard");
}

#[test]
fn skip_reasons() {
    let base = "From: a@example.com\nTo: play@example.org\nSubject: x\nMessage-ID: <s@x>\n";
    let with = |h: &str| parse(&format!("{h}\n{base}\nbody\n")).skip;
    assert_eq!(with("Auto-Submitted: auto-replied"), Some(SkipReason::AutoSubmitted("auto-replied".into())));
    assert_eq!(with("Auto-Submitted: No"), None);
    assert_eq!(with("Precedence: bulk"), Some(SkipReason::Precedence("bulk".into())));
    assert_eq!(with("Precedence: first-class"), None);
    assert_eq!(with("List-Id: <chess.lists.example.com>"), Some(SkipReason::MailingList("<chess.lists.example.com>".into())));
    assert_eq!(with("Return-Path: <>"), Some(SkipReason::Bounce("empty Return-Path".into())));
    assert_eq!(with("X-Autoreply: yes"), Some(SkipReason::AutoSubmitted("X-Autoreply: yes".into())));
    assert_eq!(with("X-Mailer: foo"), None);

    let m = parse("From: MAILER-DAEMON@mx.example.com (Mail Delivery System)\nTo: play@example.org\nSubject: Undelivered Mail Returned to Sender\n\nsorry\n");
    assert!(matches!(m.skip, Some(SkipReason::Bounce(_))));
    let m = parse("From: Mail Delivery Subsystem <postmaster@example.com>\nTo: play@example.org\nSubject: failure\n\nsorry\n");
    assert!(matches!(m.skip, Some(SkipReason::Bounce(_))));

    let report = "From: mx@example.com\nTo: play@example.org\nSubject: Delivery Status Notification\nMIME-Version: 1.0\nContent-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\n\n--B\nContent-Type: text/plain\n\nfailed\n--B\nContent-Type: message/delivery-status\n\nStatus: 5.1.1\n--B--\n";
    assert_eq!(parse(report).skip, Some(SkipReason::Bounce("multipart/report".into())));

    let own = parse("From: tandem <Play@Example.org>\nTo: play@example.org\nSubject: x\n\ny\n");
    assert_eq!(own.skip, Some(SkipReason::FromSelf));
    let own = parse("From: play+42.abc@example.org\nTo: play@example.org\nSubject: x\n\ny\n");
    assert_eq!(own.skip, Some(SkipReason::FromSelf));
    let other = parse("From: player@example.org\nTo: play@example.org\nSubject: x\n\ny\n");
    assert_eq!(other.skip, None);
}

#[test]
fn recipients_from_all_headers() {
    let m = parse(
        "Delivered-To: play+7.s3cr3t@example.org\nX-Original-To: PLAY+7.S3CR3T@example.org\nFrom: a@example.com\nTo: Bob <bob@example.com>, tandem <play@example.org>\nCc: undisclosed-recipients:;, Carol <CAROL@example.com>\nSubject: x\n\ne4\n",
    );
    assert_eq!(m.to, vec!["bob@example.com", "play@example.org", "carol@example.com", "play+7.s3cr3t@example.org"]);
}

#[test]
fn missing_message_id_is_synthetic_and_stable() {
    let raw = "From: a@example.com\nTo: play@example.org\nSubject: x\n\ne4\n";
    let a = parse(raw).message_id;
    let b = parse(raw).message_id;
    let c = parse(&raw.replace("e4", "d4")).message_id;
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert!(a.ends_with("@synthetic.tandem.invalid"), "{a}");
    assert!(!a.contains('<'));
}

#[test]
fn errors() {
    assert_eq!(parse_inbound(b"", BOT), Err(InboundError::Unparsable));
    assert_eq!(parse_inbound(b"To: play@example.org\r\nSubject: x\r\n\r\ne4\r\n", BOT), Err(InboundError::NoSender));
    assert_eq!(parse_inbound(b"From: undisclosed-recipients:;\r\nSubject: x\r\n\r\ne4\r\n", BOT), Err(InboundError::NoSender));
}

#[test]
fn garbage_never_panics() {
    let samples: Vec<Vec<u8>> = vec![
        b"\xff\xfe\x00garbage".to_vec(),
        b"From: a@b\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n--x--".to_vec(),
        b"From: a@b\r\nContent-Type: text/html\r\n\r\n<div><blockquote><pre>\xc3".to_vec(),
        b"From: a@b\r\nContent-Type: text/plain; format=flowed; delsp=yes\r\n\r\n \r\n> \r\n>>> x \r\n-- \r\n".to_vec(),
        b"From: a@b\r\nIn-Reply-To: <<>>\r\nReferences: <\r\n\r\n".to_vec(),
    ];
    for s in samples {
        let _ = parse_inbound(&s, BOT);
    }
}

#[test]
fn unflow_rules() {
    assert_eq!(unflow("a \nb\nc", false), "a b\nc");
    assert_eq!(unflow("a \nb", true), "ab");
    assert_eq!(unflow("long line \ncontinued \n> quoted \n> more\n-- \nsig", false), "long line continued \n> quoted more\n-- \nsig");
    assert_eq!(unflow(" From me", false), "From me");
}

fn base64_encode(data: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for (n, chunk) in data.chunks(3).enumerate() {
        if n > 0 && n % 19 == 0 {
            out.push('\n');
        }
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let v = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(T[(v >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}
