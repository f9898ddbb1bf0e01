pub mod html;
pub mod inbound;
pub mod outbound;
