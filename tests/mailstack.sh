#!/usr/bin/env bash
# Local mail stack for tandem's mail integration tests (Debian 12, run as root, no systemd).
#   SMTP  127.0.0.1:2525  Postfix (plain + STARTTLS, optional AUTH PLAIN/LOGIN via Dovecot)
#   SMTPS 127.0.0.1:2465  Postfix (implicit TLS)
#   IMAP  127.0.0.1:1143  Dovecot (plain + STARTTLS)   IMAPS 127.0.0.1:1993
#   Postfix -> LMTP 127.0.0.1:2424 -> Dovecot Maildir /var/vmail/<domain>/<user>/Maildir
# Every <anything>@example.test is a valid mailbox (catch-all), password "secret" for all,
# so tests use unique addresses (t-<random>@example.test) and can run in parallel.
# Plus-addressing: <user>+<detail>@example.test is delivered to <user>'s INBOX (Postfix and
# Dovecot recipient_delimiter = +). <user>@noplus.example.test mailboxes exist too, but there
# an address with a + is refused (550), as on a server without plus-addressing.
# OAuth2: IMAP and SMTP AUTH take XOAUTH2 and OAUTHBEARER; Dovecot's oauth2 passdb checks the
# token by POSTing it to http://127.0.0.1:12380/introspect (RFC 7662), an endpoint the tests
# start themselves; PLAIN/LOGIN keep the static password. Postfix authenticates through Dovecot.
# MDA: mail to <user>[+detail]@mda.example.test goes through a Postfix pipe transport to
# /etc/mailstack/mda-deliver <user>, run as vmail, which runs the command named in
# /var/lib/mailstack-mda/<user> (a line "BINARY CONFIG": `BINARY deliver --config CONFIG`, as
# a real server runs `tandem deliver`), under umask 000 so that any test user can read the
# store it writes; exit codes as sysexits (75: Postfix keeps the mail and delivers it again).
# No mail ever leaves the machine: all non-local transports are "error:".
# TLS: test CA at /etc/mailstack/ca.pem (trust it in tests), server cert for localhost/127.0.0.1.
#
# Usage: tests/mailstack.sh [start|stop|status]
#   start   install packages if missing (apt-get update first), configure, start.
#           When the stack already runs with the same configuration it returns at once;
#           when it runs with another one, it is reconfigured and reloaded (not restarted).
#   stop    stop both daemons.
#   status  print "running" and exit 0 when all four ports answer, else exit 1.
# Works unattended (CI as root, no stdin). Ports and domain can be overridden via MAILSTACK_*.
set -euo pipefail

DOMAIN=${MAILSTACK_DOMAIN:-example.test}
PASSWORD=${MAILSTACK_PASSWORD:-secret}
SMTP_PORT=${MAILSTACK_SMTP_PORT:-2525}
SMTPS_PORT=${MAILSTACK_SMTPS_PORT:-2465}
IMAP_PORT=${MAILSTACK_IMAP_PORT:-1143}
IMAPS_PORT=${MAILSTACK_IMAPS_PORT:-1993}
LMTP_PORT=${MAILSTACK_LMTP_PORT:-2424}
AUTH_PORT=${MAILSTACK_AUTH_PORT:-12345}   # Dovecot SASL for Postfix
OAUTH_PORT=${MAILSTACK_OAUTH_PORT:-12380} # token introspection endpoint (run by the tests)
NOPLUS_DOMAIN=noplus.$DOMAIN              # a domain without plus-addressing
MDA_DOMAIN=mda.$DOMAIN                    # delivered by a pipe to `tandem deliver` (above)
MDA_DIR=/var/lib/mailstack-mda            # one file per bot: which binary, which config
ETC=/etc/mailstack
VMAIL=/var/vmail
PKGS=(dovecot-imapd dovecot-lmtpd postfix openssl ca-certificates)

log() { echo "[mailstack] $*" >&2; }

port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

wait_port() { # host port timeout_s
  local i
  for ((i = 0; i < $3 * 10; i++)); do
    port_open "$1" "$2" && return 0
    sleep 0.1
  done
  log "port $1:$2 did not open"; return 1
}

all_ports_open() {
  local p
  for p in "$IMAP_PORT" "$IMAPS_PORT" "$SMTP_PORT" "$SMTPS_PORT" "$LMTP_PORT"; do
    port_open 127.0.0.1 "$p" || return 1
  done
}

dovecot_running() { [ -f /run/dovecot/master.pid ] && kill -0 "$(cat /run/dovecot/master.pid)" 2>/dev/null; }
postfix_running() { [ -x /usr/sbin/postfix ] && postfix status >/dev/null 2>&1; }

stop_stack() {
  if postfix_running; then postfix stop >/dev/null 2>&1 || true; fi
  if dovecot_running; then
    doveadm stop 2>/dev/null || kill "$(cat /run/dovecot/master.pid)" 2>/dev/null || true
  fi
  for _ in $(seq 50); do   # wait until the ports are free, or a restart races the old daemons
    port_open 127.0.0.1 "$IMAP_PORT" || port_open 127.0.0.1 "$SMTP_PORT" || break
    sleep 0.1
  done
}

packages_missing() {
  local status
  status=$(dpkg-query -W -f='${Status}\n' "${PKGS[@]}" 2>/dev/null || true)
  [ "$(grep -c 'install ok installed' <<<"$status")" -ne "${#PKGS[@]}" ]
}

install_packages() {
  packages_missing || return 0
  log "installing ${PKGS[*]}"
  export DEBIAN_FRONTEND=noninteractive
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  echo "postfix postfix/mailname string mail.$DOMAIN" | debconf-set-selections
  # keep maintainer scripts from starting Debian's default daemons (they would grab 25/143/993)
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get update -qq </dev/null
  apt-get install -y -qq --no-install-recommends "${PKGS[@]}" </dev/null >/dev/null
}

make_tls() (
  mkdir -p "$ETC"; cd "$ETC"
  [ -s server.pem ] && [ -s server.key ] && [ -s ca.pem ] && exit 0
  log "generating test CA + server certificate (CN=localhost, SAN localhost/127.0.0.1)"
  # separate CA + leaf: rustls/webpki reject a self-signed CA cert used as the end-entity cert
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=mailstack test CA" \
    -keyout ca.key -out ca.pem -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout server.key -out server.csr 2>/dev/null
  printf 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1,DNS:mail.%s\n' "$DOMAIN" > server.ext
  openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 3650 \
    -extfile server.ext -out server.pem 2>/dev/null
  chmod 600 server.key ca.key; chmod 644 ca.pem server.pem
)

dovecot_conf() {
  cat <<EOF
# generated by tandem tests/mailstack.sh; Debian's original is dovecot.conf.debian
protocols = imap lmtp
listen = 127.0.0.1
base_dir = /run/dovecot
log_path = /var/log/dovecot.log
info_log_path = /var/log/dovecot.log
ssl = yes
ssl_cert = <$ETC/server.pem
ssl_key = <$ETC/server.key
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = no
auth_mechanisms = plain login xoauth2 oauthbearer
auth_username_format = %Lu
auth_default_realm = $DOMAIN
mail_location = maildir:~/Maildir
mail_fsync = never
# Keepalives inside IDLE every few seconds (Debian's default is 2 minutes),
# so that the clock tests see several of them inside one wait of the bot.
imap_idle_notify_interval = 2 secs
first_valid_uid = $(id -u vmail)
last_valid_uid = $(id -u vmail)
# user+detail@domain is user@domain's mail, delivered to its INBOX
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
passdb {
  driver = static
  mechanisms = plain login
  args = password=$PASSWORD
}
passdb {
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = /etc/dovecot/dovecot-oauth2.conf.ext
}
userdb {
  driver = static
  args = uid=vmail gid=vmail home=$VMAIL/%d/%n allow_all_users=yes
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP_PORT
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $IMAPS_PORT
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $LMTP_PORT
  }
}
# No growing penalty for failed logins from 127.0.0.1 (every test's address): tests that
# try wrong passwords or refused OAuth2 tokens would slow down each other's logins beyond
# their timeouts. The fixed 2 s delay of a failure stays.
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = $AUTH_PORT
  }
}
protocol lmtp {
  postmaster_address = postmaster@$DOMAIN
}
EOF
}

oauth2_conf() {
  cat <<EOF
# generated by tandem tests/mailstack.sh: tokens are checked by the tests' own endpoint
introspection_mode = post
introspection_url = http://127.0.0.1:$OAUTH_PORT/introspect
force_introspection = yes
username_attribute = username
active_attribute = active
active_value = true
timeout_msecs = 5000
EOF
}

postfix_main_cf() {
  cat <<EOF
# generated by tandem tests/mailstack.sh
compatibility_level = 3.6
myhostname = mail.$DOMAIN
mydomain = $DOMAIN
myorigin = \$mydomain
mydestination =
inet_interfaces = loopback-only
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
smtpd_banner = \$myhostname ESMTP mailstack
biff = no
append_dot_mydomain = no
alias_maps =
alias_database =
maillog_file = /var/log/postfix.log
# everything for @$DOMAIN goes to Dovecot over LMTP; every local part exists
virtual_mailbox_domains = $DOMAIN $NOPLUS_DOMAIN
# user+detail@domain goes to user (for a regexp table Postfix looks up the whole address,
# so $NOPLUS_DOMAIN, whose pattern excludes '+', refuses such addresses)
recipient_delimiter = +
virtual_mailbox_maps = regexp:/etc/postfix/vmailbox.regexp
virtual_transport = lmtp:inet:127.0.0.1:$LMTP_PORT
# @$MDA_DOMAIN: the pipe transport to \`tandem deliver\` (master.cf), one recipient a run
relay_domains = $MDA_DOMAIN
transport_maps = inline:{ $MDA_DOMAIN=tandemmda: }
tandemmda_destination_recipient_limit = 1
# sandbox: never try to deliver anywhere else
default_transport = error:mailstack delivers only to @$DOMAIN
relay_transport = error:mailstack delivers only to @$DOMAIN
local_transport = error:mailstack has no local delivery
smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination
# do not add Message-ID/Date/From for clients: tests must see exactly what the bot sent
local_header_rewrite_clients =
# optional SMTP AUTH (any user@$DOMAIN / $PASSWORD), checked by Dovecot
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:$AUTH_PORT
smtpd_tls_auth_only = no
smtpd_tls_security_level = may
smtpd_tls_cert_file = $ETC/server.pem
smtpd_tls_key_file = $ETC/server.key
smtp_tls_security_level = none
# fast, deterministic retries in tests
queue_run_delay = 10s
minimal_backoff_time = 10s
maximal_backoff_time = 30s
EOF
}

# The pipe's command: runs the bot named for the recipient's local part.
mda_script() {
  cat <<EOF
#!/bin/sh
# tests/mailstack.sh: Postfix's pipe to \`tandem deliver\` for @$MDA_DOMAIN.
umask 000
line=\$(cat "$MDA_DIR/\$1" 2>/dev/null) || { echo "mailstack: no bot \$1 in $MDA_DIR"; exit 67; }
set -- \$line
exec "\$1" deliver --config "\$2"
EOF
}

vmailbox_regexp() {
  echo "/^[^@+]+@${NOPLUS_DOMAIN//./\\.}\$/ OK"
  echo "/^[^@]+@${DOMAIN//./\\.}\$/ OK"
}

# Everything the generated configuration depends on; stored after a successful start so a
# second `start` can tell that the running daemons already have this configuration.
fingerprint() {
  { dovecot_conf; oauth2_conf; postfix_main_cf; vmailbox_regexp; mda_script
    echo "$DOMAIN $SMTP_PORT $SMTPS_PORT $IMAP_PORT $IMAPS_PORT $LMTP_PORT $AUTH_PORT $OAUTH_PORT"
    sha256sum "$0" "$ETC/server.pem"; } | sha256sum | cut -d' ' -f1
}

configure() {
  getent group vmail >/dev/null || groupadd --system vmail
  getent passwd vmail >/dev/null || useradd --system -g vmail -d "$VMAIL" -s /usr/sbin/nologin vmail
  mkdir -p "$VMAIL"; chown vmail:vmail "$VMAIL"; chmod 770 "$VMAIL"

  # Self-contained Dovecot config: replaces Debian's (which includes conf.d and listens on *:143/993).
  [ -e /etc/dovecot/dovecot.conf.debian ] || cp /etc/dovecot/dovecot.conf /etc/dovecot/dovecot.conf.debian
  dovecot_conf > /etc/dovecot/dovecot.conf
  oauth2_conf > /etc/dovecot/dovecot-oauth2.conf.ext
  doveconf -n >/dev/null   # syntax check

  # master.cf from the distribution's copy each time, so repeated starts never stack edits
  cp /usr/share/postfix/master.cf.dist /etc/postfix/master.cf
  vmailbox_regexp > /etc/postfix/vmailbox.regexp
  postfix_main_cf > /etc/postfix/main.cf
  postconf -F '*/*/chroot = n'                 # no chroot: avoids copying resolv.conf etc. into a jail
  postconf -M# smtp/inet                       # no port 25
  postconf -M "$SMTP_PORT/inet=127.0.0.1:$SMTP_PORT inet n - n - - smtpd"
  postconf -M "$SMTPS_PORT/inet=127.0.0.1:$SMTPS_PORT inet n - n - - smtpd -o smtpd_tls_wrappermode=yes"
  postconf -M "postlog/unix-dgram=postlog unix-dgram n - n - 1 postlogd"
  postconf -M 'tandemmda/unix=tandemmda unix - n n - - pipe flags=Rq user=vmail argv=/etc/mailstack/mda-deliver ${user}'
  mkdir -p "$MDA_DIR"; chmod 1777 "$MDA_DIR"
  mda_script > "$ETC/mda-deliver"; chmod 755 "$ETC/mda-deliver"
  touch /var/log/postfix.log
  postfix check
}

start_stack() {
  install_packages
  make_tls
  local fp
  fp=$(fingerprint)
  if [ "$(cat "$ETC/running.fingerprint" 2>/dev/null)" == "$fp" ] &&
     dovecot_running && postfix_running && all_ports_open; then
    log "already running (configuration unchanged)"
    return 0
  fi
  rm -f "$ETC/running.fingerprint"
  if dovecot_running && postfix_running && all_ports_open; then
    # Running with another configuration: reload rather than restart, so that the tests of
    # other checkouts using the stack right now keep their connections.
    log "reloading with the new configuration"
    configure
    doveadm reload </dev/null >/dev/null 2>&1
    # smtpd processes keep their link to Dovecot's auth service: new ones after the reload
    postfix reload </dev/null >/dev/null 2>&1
    wait_port 127.0.0.1 "$IMAP_PORT" 20; wait_port 127.0.0.1 "$IMAPS_PORT" 20; wait_port 127.0.0.1 "$LMTP_PORT" 20
    wait_port 127.0.0.1 "$SMTP_PORT" 30; wait_port 127.0.0.1 "$SMTPS_PORT" 30
    echo "$fp" > "$ETC/running.fingerprint"
    log "ready (reloaded)"
    return 0
  fi
  stop_stack
  configure
  log "starting dovecot"
  dovecot </dev/null >/dev/null 2>&1   # detach fds, or callers piping our output hang
  wait_port 127.0.0.1 "$IMAP_PORT" 20; wait_port 127.0.0.1 "$IMAPS_PORT" 20; wait_port 127.0.0.1 "$LMTP_PORT" 20
  log "starting postfix"
  postfix start </dev/null >/dev/null 2>&1 || { tail -20 /var/log/postfix.log >&2; exit 1; }
  wait_port 127.0.0.1 "$SMTP_PORT" 30; wait_port 127.0.0.1 "$SMTPS_PORT" 30
  echo "$fp" > "$ETC/running.fingerprint"
  log "ready: SMTP 127.0.0.1:$SMTP_PORT (STARTTLS) / $SMTPS_PORT (TLS), IMAP 127.0.0.1:$IMAP_PORT (STARTTLS) / $IMAPS_PORT (TLS); any user@$DOMAIN, password '$PASSWORD'; CA $ETC/ca.pem"
}

case "${1:-start}" in
  start) start_stack ;;
  stop) stop_stack ;;
  status)
    if all_ports_open; then echo running; else echo "not running" >&2; exit 1; fi ;;
  *) echo "usage: $0 [start|stop|status]" >&2; exit 2 ;;
esac
