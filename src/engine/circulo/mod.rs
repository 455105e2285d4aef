//! Póquer de círculo and póquer sintético (Valencia 2003 art. 12 and 12.IX, Murcia 1996 art. 4
//! second part): players betting against each other, the pot awarded by the cards, the house's
//! take. The design is `docs/design/poquer-circulo.md`; the hands are ranked by the poker
//! family's evaluator (`engine::poker::hand`), the only thing the two families share.

mod betting;
mod deal;
mod doubt;
pub mod engine;
pub mod family;
pub mod game;
mod header;
pub mod odds;
pub mod phh;
mod pots;
pub mod round;
mod seats;
pub mod sim;
pub mod spec;
pub mod study;
mod take;

pub use game::CirculoGame;
pub use spec::CirculoSpec;
