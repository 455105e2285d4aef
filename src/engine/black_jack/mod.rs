//! Black Jack (Veintiuno): the family's exact odds. The engine, catalogue and log support come
//! with the family itself; this module holds only the mathematics they will call.

pub mod odds;
pub mod strategy;
