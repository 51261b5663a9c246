//! Answers of pure isl queries, remembered by the text of what they read.
//!
//! The scheduler asks the same questions of the same relations many
//! times: how an access moves along a band member is asked when the band
//! is permuted, tiled, register-tiled and costed, by each scheduling
//! attempt (PolyBench's adi: 449 such questions, 77 different). isl
//! prints a relation exactly, so two equal texts are one relation and one
//! answer. The memory lasts one function ([`forget`] at its start): what
//! a function gets does not depend on the functions compiled before it.

use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;

/// Entries at most; past them the memory starts again (a function with
/// very many loop nests must not grow it without bound).
const MAX_ENTRIES: usize = 4096;

type Memory = HashMap<(&'static str, String), Box<dyn Any>>;

thread_local! {
    static MEMORY: RefCell<Memory> = RefCell::new(HashMap::new());
}

/// `f()`, or what it returned before for the same `kind` of question and
/// `key` (the text of everything `f` reads). Errors (a spent budget or
/// time limit) are not remembered.
pub(crate) fn remembered<V: Clone + 'static>(
    kind: &'static str,
    key: String,
    f: impl FnOnce() -> isl::Result<V>,
) -> isl::Result<V> {
    let key = (kind, key);
    let known = MEMORY.with(|m| {
        m.borrow()
            .get(&key)
            .and_then(|v| v.downcast_ref::<V>().cloned())
    });
    if let Some(v) = known {
        return Ok(v);
    }
    let v = f()?;
    MEMORY.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MAX_ENTRIES {
            m.clear();
        }
        m.insert(key, Box::new(v.clone()));
    });
    Ok(v)
}

/// The key of a question about `refs` along member `m` of a band of `n`
/// (partial schedule `partial`).
pub(crate) fn along_key(partial: &isl::UnionMap, refs: &[isl::Map], n: usize, m: usize) -> String {
    let mut key = format!("{partial}|{n}|{m}");
    for r in refs {
        key.push_str(&format!("|{r}"));
    }
    key
}

/// Forgets every answer: called at the start of each function.
pub fn forget() {
    MEMORY.with(|m| m.borrow_mut().clear());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asked_twice_computed_once_and_forgotten() {
        forget();
        let mut runs = 0;
        for _ in 0..2 {
            let v = remembered("test", "k".into(), || {
                runs += 1;
                Ok(7)
            })
            .unwrap();
            assert_eq!(v, 7);
        }
        assert_eq!(runs, 1);
        // An error is not remembered.
        let e: isl::Result<i32> = remembered("test", "e".into(), || {
            Err(isl::Error::new(isl::ErrorKind::Abort, "no"))
        });
        assert!(e.is_err());
        forget();
        remembered("test", "k".into(), || {
            runs += 1;
            Ok(7)
        })
        .unwrap();
        assert_eq!(runs, 2);
    }
}
