//! Bingo (art. 10 of the 1979 catalogue; Murcia 1996 adopts it and adds the bingo acumulativo
//! of its art. 5): the engine and its article compiled.
//!
//! A partida (`round N`) announces its series, sells cards, announces the prizes, draws the
//! balls; claims are judged against the cards (`card` lines) and the balls before them, and the
//! prizes paid against the header's percentages of the sales, shared per winning card.
//!
//! - [`card`]: a card's shape;
//! - [`article`]: the article compiled ([`BingoGame`]) and the family ([`article::Bingo`]);
//! - [`table`]: the engine, event by event;
//! - [`odds`]: a single card's exact odds of a line and a bingo by each ball (`veedor odds`);
//! - `sim`: simulated sessions and their faults (`veedor simulate`);
//! - [`study`]: the table's study (money, balls, the line's and bingo's ball).

pub mod article;
pub mod card;
pub mod odds;
pub(crate) mod sim;
pub mod study;
pub mod table;

pub use article::BingoGame;
