//! Work that must yield to the mail: the computer's searches and the web
//! archive's writer run at a lower CPU priority than the thread that reads
//! and answers mail, so on a busy machine a player's move is answered first
//! and a search or a page waits (issue 37: with the picture in every mail,
//! the mail thread, the web writer and a search share two cores).

/// How much lower than the mail (a nice value; 19 is the lowest priority).
const NICENESS: libc::c_int = 10;

/// Lowers the calling thread's priority. On Linux a nice value belongs to
/// one thread (`setpriority(2)`, "Bugs"), so the mail thread keeps its own.
/// A refusal (a sandbox without the right) leaves it as it was: the work is
/// only slower to give way.
pub fn yield_to_mail() {
    // SAFETY: setpriority reads no memory of ours; `who` 0 is this thread.
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, NICENESS) };
    if result != 0 {
        tracing::debug!("this thread keeps its priority: {}", std::io::Error::last_os_error());
    }
}
