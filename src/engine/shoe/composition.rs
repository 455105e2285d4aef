//! What a card game's odds are computed from: the shoe's composition, shared by every card game
//! dealt from a French-deck shoe (Black Jack's dealer, treinta y cuarenta's rows).

/// Where the cards come from, for the odds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Composition {
    /// Every draw independent: ace to nine 1/13 each, ten-valued cards 4/13.
    Infinite,
    /// A shoe of this many 52-card decks (full, but for any card the calculation says it has
    /// already seen, such as Black Jack's up-card).
    Decks(u16),
}
