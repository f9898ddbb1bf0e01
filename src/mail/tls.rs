//! TLS client settings shared by IMAP (rustls directly) and SMTP (lettre).
//!
//! Trust: the built-in Mozilla roots (webpki-roots, so no dependency on the
//! system store) plus, optionally, the certificates of the operator's
//! `ca_file` (a private CA, or the test stack's /etc/mailstack/ca.pem).

use super::MailError;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};
use std::path::Path;
use std::sync::Arc;

/// Reads every certificate of a PEM file; an error names the file and says
/// what was wrong with it.
pub fn load_ca_file(path: &Path) -> Result<Vec<CertificateDer<'static>>, MailError> {
    let data = std::fs::read(path).map_err(|e| MailError::Config(format!("cannot read CA file {}: {e}", path.display())))?;
    let certs = CertificateDer::pem_slice_iter(&data)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| MailError::Config(format!("CA file {} is not valid PEM: {e}", path.display())))?;
    if certs.is_empty() {
        return Err(MailError::Config(format!("CA file {} holds no certificate (expected -----BEGIN CERTIFICATE-----)", path.display())));
    }
    Ok(certs)
}

/// A rustls client configuration trusting the web PKI roots and `ca_file`.
pub fn client_config(ca_file: Option<&Path>) -> Result<Arc<ClientConfig>, MailError> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_file {
        for cert in load_ca_file(path)? {
            roots.add(cert).map_err(|e| MailError::Config(format!("CA file {}: unusable certificate: {e}", path.display())))?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| MailError::Config(format!("TLS setup failed: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_config_builds() {
        client_config(None).unwrap();
    }

    #[test]
    fn bad_ca_files_are_explained() {
        let dir = std::env::temp_dir().join(format!("tandem-tls-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let missing = dir.join("missing.pem");
        let e = client_config(Some(&missing)).unwrap_err().to_string();
        assert!(e.contains("cannot read CA file") && e.contains("missing.pem"), "{e}");
        let empty = dir.join("empty.pem");
        std::fs::write(&empty, "hello\n").unwrap();
        let e = client_config(Some(&empty)).unwrap_err().to_string();
        assert!(e.contains("no certificate"), "{e}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
