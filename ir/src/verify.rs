//! Checks of the model's invariants that need no isl.
//!
//! The isl strings are only looked at textually: their parameter list
//! (`[n, m] -> ` before the first `{`) and the tuples named after
//! statements and arrays (`S0[i0, i1]`, `A[i0]`), whose arity is the number
//! of top-level commas plus one.

use std::collections::{HashMap, HashSet};

use crate::lex::is_ident_char;
use crate::model::*;

impl Scop {
    /// Checks the invariants of the model that can be checked without isl:
    ///
    /// - names are not empty; parameter, array and statement names are each
    ///   unique, and no array is named like a statement;
    /// - every isl string (context, domains, schedules, access relations) is
    ///   of the form `... { ... }` and its parameter list is exactly
    ///   [`Scop::params`], in order (no list at all when there are none);
    /// - memory arrays have at least one dimension and value and PHI arrays
    ///   none; only the outermost size may be `?`; constant sizes are not
    ///   negative; element sizes are positive;
    /// - a statement's domain, schedule and access relations mention its
    ///   tuple (`S0[...]`), always with the same number of dimensions;
    /// - accesses name existing arrays, and their relations mention the
    ///   array's tuple with as many dimensions as the array has;
    /// - an instruction's `access` is an index into its statement's accesses;
    ///   result numbers are unique within a statement, and `%n` operands
    ///   refer to results of earlier instructions of the same statement.
    ///
    /// Returns every violation found, one message each, in model order.
    pub fn verify(&self) -> Result<(), Vec<String>> {
        let mut errs = Vec::new();
        let param_names: Vec<&str> = self.params.iter().map(|p| p.name.as_str()).collect();

        if self.name.is_empty() {
            errs.push("scop name is empty".to_string());
        }
        if self.function.is_empty() {
            errs.push("function name is empty".to_string());
        }

        let mut seen = HashSet::new();
        let errors_before = errs.len();
        for p in &self.params {
            if p.name.is_empty() {
                errs.push("parameter name is empty".to_string());
            } else if !seen.insert(p.name.as_str()) {
                errs.push(format!("parameter '{}' is declared twice", p.name));
            }
        }
        // With broken parameters, every isl string would be reported too.
        let param_names = (errs.len() == errors_before).then_some(param_names);
        let param_names = param_names.as_deref();
        check_isl_string(&mut errs, "context", &self.context, param_names);
        if !self.assumed.is_empty() {
            check_isl_string(&mut errs, "assumed", &self.assumed, param_names);
        }

        let mut arrays: HashMap<&str, &Array> = HashMap::new();
        for a in &self.arrays {
            let what = format!("array @{}", a.name);
            if a.name.is_empty() {
                errs.push("array name is empty".to_string());
            } else if arrays.insert(a.name.as_str(), a).is_some() {
                errs.push(format!("{what} is declared twice"));
            }
            match (a.kind, a.sizes.is_empty()) {
                (ArrayKind::Memory, true) => {
                    errs.push(format!("{what}: memory arrays need at least one dimension"))
                }
                (ArrayKind::Value | ArrayKind::Phi | ArrayKind::ExitPhi, false) => {
                    errs.push(format!(
                        "{what}: {} arrays are zero-dimensional but it has sizes",
                        a.kind
                    ))
                }
                _ => {}
            }
            for (i, d) in a.sizes.iter().enumerate() {
                match d {
                    Dim::Unknown if i > 0 => errs.push(format!(
                        "{what}: only the outermost size may be unknown ('?'), not size {i}"
                    )),
                    Dim::Const(n) if *n < 0 => {
                        errs.push(format!("{what}: size {i} is negative ({n})"))
                    }
                    Dim::Param(p) if p.trim().is_empty() => {
                        errs.push(format!("{what}: size {i} is an empty expression"))
                    }
                    _ => {}
                }
            }
            if a.elem_size == 0 {
                errs.push(format!("{what}: element size is 0"));
            }
        }

        let mut stmt_names = HashSet::new();
        for s in &self.statements {
            if s.name.is_empty() {
                errs.push("statement name is empty".to_string());
            } else if !stmt_names.insert(s.name.as_str()) {
                errs.push(format!("stmt @{} is declared twice", s.name));
            } else if arrays.contains_key(s.name.as_str()) {
                errs.push(format!(
                    "stmt @{} is named like an array: tuple names must be unique",
                    s.name
                ));
            }
            self.verify_statement(&mut errs, s, &arrays, param_names);
        }

        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs)
        }
    }

    fn verify_statement(
        &self,
        errs: &mut Vec<String>,
        s: &Statement,
        arrays: &HashMap<&str, &Array>,
        params: Option<&[&str]>,
    ) {
        let at = format!("stmt @{}", s.name);
        // The statement's tuple must name every set and map; its arity is the
        // domain's.
        let mut arity = None;
        let mut check_tuple = |errs: &mut Vec<String>, what: &str, isl: &str| {
            let arities = tuple_arities(isl, &s.name);
            if arities.is_empty() {
                errs.push(format!(
                    "{at}: {what} does not mention the statement's tuple '{}[...]'",
                    s.name
                ));
            }
            for n in arities.into_iter().flatten() {
                match arity {
                    None => arity = Some(n),
                    Some(d) if d != n => errs.push(format!(
                        "{at}: {what} gives '{}' {n} dimensions, the domain {d}",
                        s.name
                    )),
                    Some(_) => {}
                }
            }
        };

        check_isl_string(errs, &format!("{at}: domain"), &s.domain, params);
        check_tuple(errs, "domain", &s.domain);
        check_isl_string(errs, &format!("{at}: schedule"), &s.schedule, params);
        check_tuple(errs, "schedule", &s.schedule);

        for (k, a) in s.accesses.iter().enumerate() {
            let what = format!("access #{k}");
            check_isl_string(errs, &format!("{at}: {what}"), &a.relation, params);
            check_tuple(errs, &what, &a.relation);
            let Some(array) = arrays.get(a.array.as_str()) else {
                errs.push(format!("{at}: {what} names unknown array @{}", a.array));
                continue;
            };
            if a.array == s.name {
                continue; // Reported above; the tuples cannot be told apart.
            }
            let arities = tuple_arities(&a.relation, &a.array);
            if arities.is_empty() {
                errs.push(format!(
                    "{at}: {what} does not mention the array's tuple '{}[...]'",
                    a.array
                ));
            }
            let dims = array.sizes.len();
            for n in arities.into_iter().flatten() {
                if n != dims {
                    errs.push(format!(
                        "{at}: {what} gives '{}' {n} dimensions, the array has {dims}",
                        a.array
                    ));
                }
            }
        }

        let mut results = HashSet::new();
        for (i, instr) in s.body.iter().enumerate() {
            let what = format!("{at}: instruction {i} ({})", instr.opcode);
            if let Some(k) = instr.access {
                if usize::try_from(k).map_or(true, |k| k >= s.accesses.len()) {
                    errs.push(format!(
                        "{what}: access #{k} out of range (the statement has {})",
                        s.accesses.len()
                    ));
                }
            }
            for op in &instr.operands {
                if let Operand::Local(n) = op {
                    if !results.contains(n) {
                        errs.push(format!(
                            "{what}: %{n} is not the result of an earlier instruction"
                        ));
                    }
                }
            }
            if let Some(r) = instr.result {
                if !results.insert(r) {
                    errs.push(format!("{what}: result %{r} is defined twice"));
                }
            }
        }
    }
}

/// Checks that `isl` looks like `[p, ...] -> { ... }` with exactly `params`
/// (or `{ ... }` when there are none); `None` skips the parameter check.
fn check_isl_string(errs: &mut Vec<String>, what: &str, isl: &str, params: Option<&[&str]>) {
    let Some(brace) = isl.find('{') else {
        errs.push(format!("{what}: not an isl set or map (no '{{'): {isl:?}"));
        return;
    };
    if !isl.trim_end().ends_with('}') {
        errs.push(format!(
            "{what}: not an isl set or map (no final '}}'): {isl:?}"
        ));
        return;
    }
    let prefix = isl.get(..brace).unwrap_or_default().trim();
    let found: Vec<&str> = if prefix.is_empty() {
        Vec::new()
    } else {
        let list = prefix
            .strip_suffix("->")
            .map(str::trim_end)
            .and_then(|p| p.strip_prefix('['))
            .and_then(|p| p.strip_suffix(']'));
        match list {
            Some(l) if l.trim().is_empty() => Vec::new(),
            Some(l) => l.split(',').map(str::trim).collect(),
            None => {
                errs.push(format!(
                    "{what}: malformed parameter list {prefix:?} (expected '[p, ...] ->')"
                ));
                return;
            }
        }
    };
    let Some(params) = params else { return };
    if found != params {
        errs.push(format!(
            "{what}: parameters [{}] differ from the scop's [{}]",
            found.join(", "),
            params.join(", ")
        ));
    }
}

/// The arities of the tuples named `name` in `isl` (`None` when the tuple's
/// brackets do not close); empty when `name[` does not occur.
fn tuple_arities(isl: &str, name: &str) -> Vec<Option<usize>> {
    let mut out = Vec::new();
    if name.is_empty() {
        return out;
    }
    let is_name_char = |c: char| is_ident_char(c) || c == '\'';
    let mut from = 0;
    while let Some(off) = isl.get(from..).and_then(|rest| rest.find(name)) {
        let start = from + off;
        let end = start + name.len();
        from = end;
        let before_ok = !matches!(
            isl.get(..start).and_then(|b| b.chars().next_back()),
            Some(c) if is_name_char(c)
        );
        let after = isl.get(end..).unwrap_or_default();
        let after_trimmed = after.trim_start();
        if !before_ok || !after_trimmed.starts_with('[') {
            continue;
        }
        out.push(arity(after_trimmed.get(1..).unwrap_or_default()));
    }
    out
}

/// The number of elements of the tuple whose `[` precedes `rest`.
fn arity(rest: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut commas = 0;
    let mut nonblank = false;
    for c in rest.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' if depth > 0 => depth -= 1,
            ']' => return Some(if nonblank { commas + 1 } else { 0 }),
            ')' => return None,
            ',' if depth == 0 => commas += 1,
            _ => {}
        }
        if !c.is_whitespace() {
            nonblank = true;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arities() {
        let m = "[n] -> { S0[i0, i1] -> A[i0, floor((i1)/2)]; S0[i, j] -> A[0, max(i, j)] }";
        assert_eq!(tuple_arities(m, "S0"), vec![Some(2), Some(2)]);
        assert_eq!(tuple_arities(m, "A"), vec![Some(2), Some(2)]);
        assert_eq!(tuple_arities(m, "S"), vec![]);
        assert_eq!(tuple_arities("{ S0[] }", "S0"), vec![Some(0)]);
        assert_eq!(tuple_arities("{ x.S0[i]; S0 [i] }", "S0"), vec![Some(1)]);
        assert_eq!(tuple_arities("{ S0[i ", "S0"), vec![None]);
        assert_eq!(tuple_arities("{ é[i] -> S0[i, j] }", "S0"), vec![Some(2)]);
    }

    #[test]
    fn isl_params() {
        let check = |isl: &str, params: &[&str]| {
            let mut errs = Vec::new();
            check_isl_string(&mut errs, "x", isl, Some(params));
            errs
        };
        assert!(check("[n, m] -> { S[i] : i < n }", &["n", "m"]).is_empty());
        assert!(check("[n,m]->{ S[i] }", &["n", "m"]).is_empty());
        assert!(check("{ S[i] }", &[]).is_empty());
        assert!(check("[] -> { S[i] }", &[]).is_empty());
        assert_eq!(
            check("[m, n] -> { S[i] }", &["n", "m"]),
            vec!["x: parameters [m, n] differ from the scop's [n, m]"]
        );
        assert_eq!(
            check("{ S[i] }", &["n"]),
            vec!["x: parameters [] differ from the scop's [n]"]
        );
        assert_eq!(
            check("n -> { S[i] }", &["n"]),
            vec!["x: malformed parameter list \"n ->\" (expected '[p, ...] ->')"]
        );
        assert_eq!(
            check("S[i]", &[]),
            vec!["x: not an isl set or map (no '{'): \"S[i]\""]
        );
    }
}
