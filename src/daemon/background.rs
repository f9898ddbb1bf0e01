//! Work that must yield to the mail: the computer's searches and the web
//! archive's writer run at a lower CPU priority than the thread that reads
//! and answers mail, so on a busy machine a player's move is answered first
//! and a search or a page waits (as measured: with the picture in every
//! mail, the mail thread, the web writer and a search share two cores).

/// How much lower than the mail (nice values; 19 is the lowest priority).
const NICENESS: libc::c_int = 10;

/// Lowers the calling thread's priority by [`NICENESS`] below the one it
/// has (a server started under `nice` keeps the gap). On Linux a nice value
/// belongs to one thread (`setpriority(2)`, "Bugs"), so the mail thread
/// keeps its own. A refusal (a sandbox without the right) leaves it as it
/// was: the work is only slower to give way.
pub fn yield_to_mail() {
    // SAFETY: get/setpriority read no memory of ours; `who` 0 is this
    // thread. getpriority's -1 is also a valid nice: taken as such.
    let now = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, (now + NICENESS).min(19)) };
    if result != 0 {
        tracing::debug!("this thread keeps its priority: {}", std::io::Error::last_os_error());
    }
}
