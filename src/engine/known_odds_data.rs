// Written by `VEEDOR_UPDATE_DOCS=1 cargo test --test known_odds` from the embedded catalogue
// (src/engine/known_odds.rs): do not edit by hand.

/// Basic strategy's edge (`f64` bits) per rule set and decks.
pub static STRATEGY_EDGES: &[(&str, u64)] = &[
    ("Rules { hits_soft_17: false, blackjack_pays: (3, 2), double_totals: [9, 10, 11], double_ace_with: [8, 9], double_after_split: true, double_on_split_aces: false, drawn_ace_may_be_11: true, max_splits: Some(6), resplit_aces: true, dealer_blackjack: TakesAllStakes }, decks 6", 0x3f764695fcc4247d),
    ("Rules { hits_soft_17: false, blackjack_pays: (3, 2), double_totals: [9, 10, 11], double_ace_with: [], double_after_split: true, double_on_split_aces: false, drawn_ace_may_be_11: true, max_splits: None, resplit_aces: true, dealer_blackjack: TakesAllStakes }, decks 6", 0x3f76463609f1a588),
];

/// The dealer's outcomes averaged over the up-card, per decks and soft-17 rule.
use super::DealerRow;

pub static DEALER_AVERAGED: &[DealerRow] = &[
    (6, false, [(505330168996499757914, 3479150631935307934605), (13727464949006484668851, 98575934571500391480475), (79068588678895159030079, 591455607429002348882850), (53091215266557661505743, 295727803714501174441425), (43101787434638917248689, 591455607429002348882850), (192, 4043), (16674395838503610450371, 59145560742900234888285)]),
];

/// A treinta y cuarenta row's totals (`f64` bits) per decks.
pub static TREINTA_ROW_TOTALS: &[(u16, [u64; 10])] = &[
    (6, [0x3fc2f38ea73aad05, 0x3fc1a44a2aa411ee, 0x3fc0546e85b5719c, 0x3fbdeade3751949a, 0x3fbb2cc175833daa, 0x3fb8516ccf887fb9, 0x3fb577c87dee1eb5, 0x3fb28269e85a68e8, 0x3faf214a2f86cbfc, 0x3faa671aacdcbea2]),
];

/// The bingo study's bands: a single card's probability of each prize, per band.
pub static BINGO_BANDS: &[(&str, &[(i128, i128)])] = &[
    ("line", &[(68261, 1000000000000), (17133391, 1000000000000), (187783123, 1000000000000), (853229479, 1000000000000), (2566753191, 1000000000000), (48694511, 8000000000), (12351567529, 1000000000000), (22408972413, 1000000000000), (2328758171, 62500000000), (57557411603, 1000000000000), (20773388403, 250000000000), (112045938169, 1000000000000), (70022706449, 500000000000), (159399296583, 1000000000000), (3983563321, 25000000000), (129221754859, 1000000000000), (68337944329, 1000000000000), (1152962889, 125000000000)]),
    ("bingo", &[(0, 1), (0, 1), (0, 1), (0, 1), (71, 1000000000000), (829, 250000000000), (13507, 200000000000), (807443, 1000000000000), (3326101, 500000000000), (1664753, 40000000000), (210693939, 1000000000000), (450854689, 500000000000), (10520959, 3125000000), (701630127, 62500000000), (17016148681, 500000000000), (95115034957, 1000000000000), (247809986239, 1000000000000), (607288339819, 1000000000000)]),
];
