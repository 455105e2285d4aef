//! Maps YAML paths (`play.roulette.bets[3].limit`) to byte spans of the YAML source, so that
//! semantic catalogue errors point at the right line. (Skeleton: being written.)
