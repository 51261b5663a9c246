//! Option `export` and option `variants`: the schedule each SCoP got, and
//! the fusion structures it could get, written as schedule files
//! (`tessera_ir::tsched`) that option `import` and `tessera tune` read.
//! Option `print-explain`: the schedule a SCoP got as a script
//! (`tessera_poly::script::explain`).

use crate::llvm::{Analyses, Val};
use crate::model::Model;
use crate::output::out;
use crate::remarks::{self, Remark};
use crate::Options;
use std::path::Path;
use tessera_ir::tsched;

/// Fusion structures past which the variants file stops.
const MAX_VARIANTS: usize = 32;

/// Writes the fusion structures of a SCoP (paper 004) to
/// DIR/<scop>.variants: a comment naming each structure's loop nests, then
/// its schedule as an import line.
pub(crate) fn variants(
    an: &Analyses,
    isl: &isl::Ctx,
    opts: &Options,
    dir: &Path,
    m: &Model<'_>,
    anchor: Option<Val<'_>>,
) {
    use std::fmt::Write;
    let auto = opts.auto_options(crate::tuning::l2_cache(an).0);
    let found = isl.with_budget(opts.max_operations, |isl| {
        tessera_poly::fusion::structures(isl, &m.scop, auto, MAX_VARIANTS)
    });
    let mut text = String::new();
    match &found {
        Ok(s) => {
            let _ = writeln!(
                text,
                "# {}: {} fusion structure(s) of the outermost level; {} component(s), {} group(s) tested, {} unfusable, {} partition(s) not orderable",
                m.scop.name,
                s.structures.len(),
                s.components,
                s.tests,
                s.unfusable,
                s.cyclic
            );
            if s.components > tessera_poly::fusion::MAX_COMPONENTS {
                let _ = writeln!(
                    text,
                    "# more than {} components: not enumerated",
                    tessera_poly::fusion::MAX_COMPONENTS
                );
            }
            for (k, st) in s.structures.iter().enumerate() {
                let nests: Vec<String> = st
                    .groups
                    .iter()
                    .map(|g| format!("{{{}}}", g.join(", ")))
                    .collect();
                let _ = writeln!(text, "# variant {k}: {}", nests.join(" "));
                let entry = tsched::Entry {
                    scop: m.scop.name.clone(),
                    schedule: st.schedule.clone(),
                    register_tiles: st.register_tiles.clone(),
                    when: None,
                };
                let _ = writeln!(text, "{entry}");
            }
        }
        Err(e) => {
            let _ = writeln!(text, "# {}: no fusion structures ({e})", m.scop.name);
        }
    }
    write(
        an,
        &dir.join(format!("{}.variants", m.scop.name)),
        &text,
        anchor,
    );
}

/// Writes the schedule a SCoP got (`plan`: its map and register tiles;
/// None: the original one) to DIR/<scop>.tsched.
pub(crate) fn schedule(
    an: &Analyses,
    dir: &Path,
    m: &Model<'_>,
    plan: Option<(&isl::UnionMap<'_>, &[tsched::RegisterTile])>,
    imported: &crate::script::Imports,
    anchor: Option<Val<'_>>,
) {
    let entry = match plan {
        // A guarded script's schedule keeps its condition: imported
        // without it, it would be refused.
        Some((schedule, tiles)) => tsched::Entry {
            scop: m.scop.name.clone(),
            schedule: schedule.to_string(),
            register_tiles: tiles.to_vec(),
            when: imported.guard_of(&m.scop.name).map(str::to_string),
        },
        None => {
            let maps: Vec<String> = m
                .scop
                .statements
                .iter()
                .map(|s| {
                    let body = s
                        .schedule
                        .rsplit_once('{')
                        .map(|(_, b)| b)
                        .unwrap_or(&s.schedule);
                    body.trim_end().trim_end_matches('}').trim().to_string()
                })
                .collect();
            let prefix = m.scop.context.split_once('{').map(|(p, _)| p).unwrap_or("");
            tsched::Entry {
                scop: m.scop.name.clone(),
                schedule: format!("{prefix}{{ {} }}", maps.join("; ")),
                register_tiles: Vec::new(),
                when: None,
            }
        }
    };
    write(
        an,
        &dir.join(format!("{}.tsched", m.scop.name)),
        &format!("{entry}\n"),
        anchor,
    );
}

/// Writes `text` to `path` (its directory created), or says why not in an
/// `ExportFailed` remark.
fn write(an: &Analyses, path: &Path, text: &str, anchor: Option<Val<'_>>) {
    let dir = path.parent().unwrap_or(Path::new("."));
    if let Err(e) = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(path, text)) {
        let (path, error) = (path.display().to_string(), e.to_string());
        let remark = Remark::ExportFailed {
            path: &path,
            error: &error,
        };
        remarks::emit(an, remark, anchor);
    }
}

/// Prints the schedule `m` got (`plan`: its map and register tiles; None:
/// the original one) as a script that gives it back, and whether applying
/// the script was checked to give the same schedule. The script is for
/// the model option `script` works on (values GVN carries in registers
/// read from memory again): statements that model drops are not named.
pub(crate) fn explain(
    isl: &isl::Ctx,
    opts: &Options,
    m: &Model<'_>,
    plan: Option<(&isl::UnionMap<'_>, &[tsched::RegisterTile])>,
) {
    let name = &m.scop.name;
    let Some((schedule, tiles)) = plan else {
        out(&format!(
            "# @{name}: keeps its original schedule (no script)\n"
        ));
        return;
    };
    let entry = tsched::Entry {
        scop: name.clone(),
        schedule: schedule.to_string(),
        register_tiles: tiles.to_vec(),
        when: None,
    };
    let reloaded = crate::script::reloaded_for_scripts(isl, opts, m);
    let scop = reloaded.as_ref().map_or(&m.scop, |r| &r.scop);
    let explained = isl.with_budget(opts.max_operations, |isl| {
        tessera_poly::script::explain(isl, scop, &entry)
    });
    let text = match explained {
        Ok(e) => format!(
            "# @{name}: its schedule as a script; {}\n{}",
            e.check, e.script
        ),
        Err(e) => format!("# @{name}: no script ({e}); option export writes its schedule\n"),
    };
    out(&text);
}
