# `veedor odds` for a círculo article (src/engine/circulo/odds.rs): a player's best hand in a
# deal, counted over every deal. $catalog is the article's id; $deals, $sets, $color, $full and
# $poker counts already grouped as the reader writes them; $ratio a quotient with one decimal.

pc-odds-title-deals = { $catalog }: a player's best hand, exact over all { $deals } deals of { $hole } own cards and { $board } on the table, from { $cards } cards
pc-odds-title-sets = { $catalog }: a player's best hand, exact over all { $sets } sets of { $seven } of the { $cards } cards (each stands for its { $each } deals of { $hole } own cards and { $board } on the table)
pc-odds-selection-any-five = the best five of the { $cards } cards
pc-odds-selection-hole = both own cards and { $table } of the table's
pc-odds-color-over-full = the colour ranks above the full
pc-odds-full-over-color = the full ranks above the colour
pc-odds-how = A player's five: { $selection }; { $order }.
pc-odds-heading = Best hand, from the highest (count, probability exact and as a percentage):
pc-odds-note-full-over-color-short = Note: the article prints the full above the colour, as on 52 cards. On these 28 cards the colour is not rarer than the póquer ({ $color } against { $poker }), but it is { $ratio } times rarer than the full it ranks below ({ $full }). A full and a colour never come in the same seven cards, so the order changes who wins, never these figures.
pc-odds-note-color-over-full-short = Note: with fewer than 52 cards the colour ranks above the full (V art. 12.VI.1): here the colour is { $ratio } times rarer ({ $color } against { $full }).
pc-odds-note-full-deck = Note: on 52 cards the full ranks above the colour, and is the rarer ({ $full } against { $color }).
pc-odds-release-only = { $catalog }: the { $cards }-card deal's distribution takes minutes unoptimised; it is computed by release builds only (`cargo build --release`)
