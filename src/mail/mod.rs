pub mod html;
pub mod inbound;
