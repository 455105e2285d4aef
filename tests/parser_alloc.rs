//! The parser allocates nothing for a well-formed line (other than the lists some events are
//! made of): its diagnostics are translatable texts, built only on the path of a line that is
//! wrong. Measured with an allocator that counts the calling thread's allocations.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use veedor::log::parser::parse_line;

/// The system allocator, counting allocations per thread (this test binary only).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: nothing to count while the thread's storage is being torn down.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every call is passed on to `System` unchanged; the counter only observes calls.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract for `alloc`, passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: as `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: the caller's contract for `realloc`, passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn a_well_formed_line_allocates_nothing() {
    // The frequent lines (the fast path) and the others (the full parser), each event that is
    // not a list (`table`, `limits`, `result` and `players` hold theirs in a `Vec`).
    let lines = [
        "bet s3 pleno 17 350",
        "  bet s3 prison rojo 20",
        "pay s3 rojo 20",
        "collect s1 caballo 17-20 10.50",
        "20:01:02 return s2 par 5 # note",
        "spin 17 cw",
        "spin 17 cw ball=ccw from=5",
        "round 12",
        "nomore",
        "void ball-out",
        "choose s3 rojo prison",
        "mesa-log 1",
        "session open 2026-11-20T20:00",
        "session close",
        "shoe decks=6",
        "cutcard 7",
        "cutcard out",
        "burn Kh down",
        "deal punto 9c",
        "deal banca ?? up",
        "holder s1",
        "hand punto s2",
        "refuse s1",
        "salute s1",
        "leave s1",
        "bank 1000",
        "garage 50",
        "cagnotte 5.25",
        "tableau",
        "replay",
        "# a comment",
        "",
    ];
    for line in lines {
        let mut parsed = None;
        let n = allocations(|| parsed = Some(parse_line(line, 1, 0).map(|e| e.is_some())));
        assert!(matches!(parsed, Some(Ok(_))), "{line:?} is well formed: {parsed:?}");
        assert_eq!(n, 0, "{line:?}: {n} allocations");
    }
    // The counter counts: a wrong line builds its diagnostic.
    let n = allocations(|| {
        let _ = parse_line("bet s3 pleno 17 1,000", 1, 0);
    });
    assert!(n > 0, "a diagnostic is built");
}
