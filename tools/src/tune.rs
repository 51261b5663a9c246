//! `tessera tune`: the iterative fusion-structure search of paper 004.
//!
//! The program is built with clang-19 -O3 alone (the reference output),
//! then with Tessera's own choices, which the build exports together with
//! the legal fusion structures of every SCoP (`-tessera-export`,
//! `-tessera-variants`). Then, one SCoP at a time, each structure is
//! imported (`-tessera-import`) with the best ones found so far for the
//! other SCoPs, built and run; a variant counts only if its output equals
//! the reference's. The fastest choices are saved as an import file: a
//! later build with `-mllvm -tessera-import=FILE` gets exactly them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use tessera::output::out;
use tessera_ir::tsched;

/// `tessera tune`'s arguments.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Each build is run by CMD once untimed, then N times timed (the best \
counting); a build whose output differs from clang -O3's is rejected. A later build with \
`-mllvm -tessera-import=OUT` gets the saved schedules."
)]
pub struct TuneArgs {
    /// The program, in C
    #[arg(value_name = "FILE.c")]
    file: PathBuf,
    /// The command that runs a build, through sh; {exe} stands for EXE's path
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    run: String,
    /// Where each build goes, and the chosen one stays
    #[arg(short = 'o', value_name = "EXE", default_value = "a.out")]
    exe: PathBuf,
    /// Where the chosen schedules are saved [default: FILE.tsched]
    #[arg(long, value_name = "OUT")]
    save: Option<PathBuf>,
    /// Timed runs of each build
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = clap::value_parser!(u32).range(1..))]
    repeat: u32,
    /// Arguments for clang-19, for every build
    #[arg(last = true, value_name = "CLANG-ARGS")]
    clang: Vec<String>,
}

/// The plugin next to this executable (cargo puts both in target/release),
/// or the one `TESSERA_PLUGIN` names.
fn plugin() -> Result<PathBuf, String> {
    if let Ok(p) = std::env::var("TESSERA_PLUGIN") {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let p = exe.with_file_name("libtessera.so");
    if p.exists() {
        Ok(p)
    } else {
        Err(format!("no plugin at {} (set TESSERA_PLUGIN)", p.display()))
    }
}

/// One built and measured configuration.
struct Trial {
    label: String,
    /// Best wall time of CMD, seconds; None when the build or run failed
    /// or the output differed (`note` says which).
    time: Option<f64>,
    note: String,
}

struct Tuner {
    args: TuneArgs,
    plugin: PathBuf,
    work: PathBuf,
    reference: Option<Vec<u8>>,
}

impl Tuner {
    fn build(&self, tessera: Option<&[String]>) -> Result<(), String> {
        let mut cmd = Command::new("clang-19");
        cmd.arg("-O3");
        if let Some(flags) = tessera {
            let p = self.plugin.to_string_lossy().to_string();
            cmd.args([
                format!("-fpass-plugin={p}"),
                "-Xclang".into(),
                "-load".into(),
            ])
            .args(["-Xclang".to_string(), p]);
            for f in flags {
                cmd.args(["-mllvm", f]);
            }
        }
        cmd.args(&self.args.clang)
            .arg(&self.args.file)
            .arg("-o")
            .arg(&self.args.exe);
        let out = cmd
            .output()
            .map_err(|e| format!("cannot run clang-19: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!(
                "build failed: {}",
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .next()
                    .unwrap_or("")
            ))
        }
    }

    /// Runs CMD once, then `repeat` times timed: the best time, and the
    /// output of the runs (which must agree).
    fn measure(&self) -> Result<(f64, Vec<u8>), String> {
        let exe = std::path::absolute(&self.args.exe).map_err(|e| e.to_string())?;
        let cmd = self.args.run.replace("{exe}", &exe.to_string_lossy());
        let mut best = f64::INFINITY;
        let mut output: Option<Vec<u8>> = None;
        // One untimed run first: a fresh executable's first run pays for
        // loading it, which is not the schedule's doing.
        for k in 0..=self.args.repeat {
            let start = Instant::now();
            let out = Command::new("sh")
                .args(["-c", &cmd])
                .output()
                .map_err(|e| format!("cannot run sh: {e}"))?;
            let t = start.elapsed().as_secs_f64();
            if !out.status.success() {
                return Err(format!("CMD failed ({})", out.status));
            }
            match &output {
                Some(o) if *o != out.stdout => {
                    return Err("CMD's output varies between runs".into())
                }
                _ => output = Some(out.stdout),
            }
            if k > 0 {
                best = best.min(t);
            }
        }
        Ok((best, output.unwrap_or_default()))
    }

    fn trial(&mut self, label: String, tessera: Option<&[String]>) -> Trial {
        let r = self.build(tessera).and_then(|_| self.measure());
        match r {
            Ok((t, out)) => match &self.reference {
                None => {
                    self.reference = Some(out);
                    Trial {
                        label,
                        time: Some(t),
                        note: String::new(),
                    }
                }
                Some(r) if *r == out => Trial {
                    label,
                    time: Some(t),
                    note: String::new(),
                },
                Some(_) => Trial {
                    label,
                    time: None,
                    note: "output differs from clang -O3's: rejected".into(),
                },
            },
            Err(e) => Trial {
                label,
                time: None,
                note: e,
            },
        }
    }
}

/// The entries of a schedule file, each with the comment before it (none
/// when the file is missing: a build that found no SCoP writes none).
fn read_entries(path: &Path) -> Result<Vec<(String, tsched::Entry)>, String> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(Vec::new());
    };
    tsched::read_noted(&text).map_err(|e| format!("{}:{e}", path.display()))
}

fn files_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

pub fn tune(args: TuneArgs) -> Result<(), String> {
    let work = std::env::temp_dir().join(format!("tessera-tune-{}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    let mut t = Tuner {
        args,
        plugin: plugin()?,
        work,
        reference: None,
    };
    let r = search(&mut t);
    let _ = std::fs::remove_dir_all(&t.work);
    r
}

fn search(t: &mut Tuner) -> Result<(), String> {
    let mut trials: Vec<Trial> = Vec::new();
    let base = t.trial("clang -O3 (reference)".into(), None);
    let Some(base_time) = base.time else {
        return Err(format!("the reference build does not run: {}", base.note));
    };
    trials.push(base);
    let (exported, variants) = (t.work.join("default"), t.work.join("variants"));
    let flags = vec![
        format!("-tessera-export={}", exported.display()),
        format!("-tessera-variants={}", variants.display()),
    ];
    let default = t.trial("tessera (its own choices)".into(), Some(&flags));
    let mut best = default.time.unwrap_or(f64::INFINITY);
    trials.push(default);
    // What the default build chose per SCoP; the choices that beat it
    // (only those are imported, so every other SCoP builds as by default).
    let mut defaults: BTreeMap<String, tsched::Entry> = BTreeMap::new();
    for f in files_with(&exported, "tsched") {
        for (_, entry) in read_entries(&f)? {
            defaults.insert(entry.scop.clone(), entry);
        }
    }
    let mut chosen: BTreeMap<String, (tsched::Entry, String)> = BTreeMap::new();
    let mut candidates: BTreeMap<String, Vec<(tsched::Entry, String)>> = BTreeMap::new();
    for f in files_with(&variants, "variants") {
        for (comment, entry) in read_entries(&f)? {
            candidates
                .entry(entry.scop.clone())
                .or_default()
                .push((entry, comment));
        }
    }
    let import = t.work.join("import.tsched");
    let write = |chosen: &BTreeMap<String, (tsched::Entry, String)>| -> Result<(), String> {
        let text: String = chosen.values().map(|(e, _)| format!("{e}\n")).collect();
        std::fs::write(&import, text).map_err(|e| format!("{}: {e}", import.display()))
    };
    for (scop, vars) in &candidates {
        for (entry, comment) in vars {
            if defaults.get(scop) == Some(entry) {
                continue;
            }
            let mut trying = chosen.clone();
            trying.insert(scop.clone(), (entry.clone(), comment.clone()));
            write(&trying)?;
            let flag = vec![format!("-tessera-import={}", import.display())];
            let trial = t.trial(format!("{scop}: {comment}"), Some(&flag));
            if let Some(time) = trial.time {
                if time < best {
                    best = time;
                    chosen = trying;
                }
            }
            trials.push(trial);
        }
    }
    // The table.
    let width = trials.iter().map(|r| r.label.len()).max().unwrap_or(10);
    out(&format!(
        "{:width$}  {:>10}  {:>12}\n",
        "build", "time (s)", "vs clang -O3"
    ));
    for r in &trials {
        out(&match r.time {
            Some(s) => format!(
                "{:width$}  {:>10.4}  {:>11.2}x\n",
                r.label,
                s,
                base_time / s
            ),
            None => format!("{:width$}  {:>10}  {}\n", r.label, "-", r.note),
        });
    }
    // The choice, saved.
    let mut text = format!(
        "# tessera tune {} --run '{}': {:.2}x clang -O3's speed ({} build(s) tried)\n",
        t.args.file.display(),
        t.args.run,
        base_time / best,
        trials.len()
    );
    if chosen.is_empty() {
        text += "# Tessera's own choices were the fastest: nothing to import\n";
    }
    for (scop, (entry, why)) in &chosen {
        text += &format!("# {scop}: {why}\n{entry}\n");
    }
    let save = t
        .args
        .save
        .clone()
        .unwrap_or_else(|| t.args.file.with_extension("tsched"));
    std::fs::write(&save, text).map_err(|e| format!("{}: {e}", save.display()))?;
    out(&format!(
        "chosen: {} SCoP(s) scheduled otherwise than by default, {:.2}x clang -O3; saved to {} (build with -mllvm -tessera-import={})\n",
        chosen.len(),
        base_time / best,
        save.display(),
        save.display()
    ));
    // Leave EXE built with the choice.
    write(&chosen)?;
    let flag = vec![format!("-tessera-import={}", import.display())];
    t.build(Some(&flag))
}
