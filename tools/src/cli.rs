//! The command line, declared with clap's derive API: one subcommand per
//! verb, each with its own `--help`.
//!
//! The pass's own options (`tessera::options::OPTIONS`) are passed through
//! as `--tessera-NAME=VALUE` to the verbs that run the pass. They are taken
//! out of the arguments before clap sees them ([`split_pass_flags`]), since
//! their names come from the pass's table rather than from a declaration
//! here, and checked against that table.

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use clap_complete::Shell;
use std::path::PathBuf;

const EXIT_STATUS: &str = "\
Exit status:
  0  done; for `check`, the schedule is legal for every SCoP it names
  1  `check`: the schedule is illegal for some SCoP (with --parallel: the dimension is not parallel);
     `transform`: the script is illegal for some SCoP (refused, with the violated dependences)
  2  error: a wrong command line (the message names the argument), unreadable or invalid input,
     a failed clang-19 run; for `check`, a SCoP that could not be checked, or none checked";

const INPUT: &str = "\
FILE: LLVM IR (.ll), bitcode (.bc), or C (.c: compiled with clang-19 -O2 -g, \
Tessera running where the -O2 pipeline runs it); `deps` and `check` also take \
models in the text form (.tir)";

const LOOPS: &str = "\
A loop is tagged by a C label whose line its `for` starts on (`L1: for (...)`, \
needs -g) and by its line (@12, needs any debug information, even \
-gline-tables-only); a statement by a label before it. Lines of the output: \
`function F`, `scop NAME (FILE:LINE)`, `loop [LABEL...] [@LINE] depth D` \
(nested by indent), `stmt NAME [@LINE] [(tag LABEL...)]`, `rejected [@LINE] \
(FILE:LINE:COL): REASON`, `note: ...` (a label that tags nothing, missing \
debug information)";

const SHOW: &str = "\
The picture: statement instances as points (a colour and shape per statement), \
dependences as arrows (value-based flow solid, anti dashed, output dotted), in \
the original order and, with a schedule, placed by the schedule's dates, the \
dependences it violates in red (the check of `tessera check`); the statement \
dependence graph beside them. Parameters are fixed so that each loop runs at most \
--max-iterations times (the picture says so), loops around the tagged one at their \
first iteration; deeper nests are projected onto --dims";

const SCRIPT: &str = "\
A script has one command a line (# or // comments): interchange L1 L2, reverse L, \
skew OUTER INNER K, shift S|L ALONG K, stripmine L N, tile L1 [L2..] N1 [N2..], \
unroll L N, fuse L1 L2, distribute L S, affine S \"{ [i, j] -> [i + j, j] }\", \
realign A B N, lift NAME A LEVEL, isplit A \"{ [i, j] : j < 32 }\" N, parallel L, and \
`function F` for the commands after it. Tags: C labels, @LINE, or S1 (a statement) \
and S1.0 (its loop at depth 0) in a .tir model or a function with one SCoP. \
Without --script, a C file's comments `/* tessera ... */` hold the script.";

#[derive(Parser, Debug)]
#[command(
    name = "tessera",
    version,
    propagate_version = true,
    about = "Tessera, a polyhedral loop optimizer for LLVM: its analyses and scheduler from the command line",
    after_help = EXIT_STATUS
)]
pub struct Cli {
    #[command(subcommand)]
    pub verb: Verb,
}

#[derive(Subcommand, Debug)]
pub enum Verb {
    /// Print the SCoPs (text form) and every rejected loop nest with its reason
    #[command(after_help = INPUT)]
    Scops(ScopsArgs),
    /// List each SCoP's loops and statements with their tags (C labels, @LINE) and depths
    #[command(after_help = format!("{INPUT}\n\n{LOOPS}"))]
    Loops(ScopsArgs),
    /// Run the pass standalone on IR, like opt
    Opt(OptArgs),
    /// Parse a model in the text form, verify it, print it back
    Parse(ParseArgs),
    /// Print the dependences, live ranges and reductions of each SCoP
    #[command(after_help = INPUT)]
    Deps(DepsArgs),
    /// Check whether a schedule is legal for the SCoPs (violations with source lines)
    #[command(after_help = format!("{INPUT}\n\n{EXIT_STATUS}"))]
    Check(CheckArgs),
    /// Apply a transformation script to the SCoPs: verdict with reasons, schedule, code
    #[command(after_help = format!("{INPUT}\n\n{SCRIPT}\n\n{EXIT_STATUS}"))]
    Transform(crate::transform::TransformArgs),
    /// Print the automatic scheduler's decision and schedule for each SCoP of a model, without LLVM
    Schedule(ScheduleArgs),
    /// Print the schedule each SCoP gets as a script that gives it back (checked), to start from
    #[command(after_help = INPUT)]
    Explain(crate::explain::ExplainArgs),
    /// Draw a loop nest's iteration space, dependences and a schedule's new order as SVG
    #[command(after_help = format!("{INPUT}\n\n{SHOW}"))]
    Show(crate::show::ShowArgs),
    /// Try the legal fusion structures of each SCoP, keep the fastest (saved as an import file)
    Tune(crate::tune::TuneArgs),
    /// Print a shell completion script (e.g. `tessera completions bash > /etc/bash_completion.d/tessera`)
    Completions {
        #[arg(value_enum)]
        shell: Shell,
    },
}

#[derive(Args, Debug)]
pub struct ScopsArgs {
    /// Input: .ll, .bc or .c
    pub file: PathBuf,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

#[derive(Args, Debug)]
pub struct OptArgs {
    /// Input IR: .ll or .bc
    pub input: PathBuf,
    /// Output: .ll is written as text, `-` prints text, anything else is bitcode
    #[arg(short, value_name = "OUT")]
    pub output: PathBuf,
    /// The pass pipeline to run [default: function(verify,tessera)]
    #[arg(long, value_name = "PIPELINE")]
    pub passes: Option<String>,
}

#[derive(Args, Debug)]
pub struct ParseArgs {
    /// A model in the text form (.tir)
    #[arg(value_name = "FILE.tir")]
    pub file: PathBuf,
}

#[derive(Args, Debug)]
pub struct DepsArgs {
    /// Input: .ll, .bc, .c or .tir
    pub file: PathBuf,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Input: .ll, .bc, .c or .tir
    pub file: PathBuf,
    /// The schedule: an isl union map, or @FILE holding one; checked
    /// against each SCoP whose statements it all names
    #[arg(long, value_name = "MAP|@FILE")]
    pub schedule: String,
    /// Check instead that this schedule dimension (0-based) can run in
    /// parallel (reorderable reductions allowed)
    #[arg(long, value_name = "DIM")]
    pub parallel: Option<usize>,
    /// Arguments for clang-19 when FILE is C
    #[arg(last = true, value_name = "CLANG-ARGS")]
    pub clang: Vec<String>,
}

#[derive(Args, Debug)]
pub struct ScheduleArgs {
    /// A model in the text form (.tir)
    #[arg(value_name = "FILE.tir")]
    pub file: PathBuf,
    /// How much to fuse [default: the pass's, smart]
    #[arg(long, value_enum)]
    pub fuse: Option<Fuse>,
    /// Tile size of every tiled band [default: from the cache model]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub tile: Option<u32>,
    /// Register tile size (unroll-and-jam factor); 0 or 1: none [default: the pass's, 4]
    #[arg(long, value_name = "N")]
    pub register_tile: Option<u32>,
    /// Bytes of cache the tiles fill (the target's L2), fixed here so that
    /// the output does not depend on the machine
    #[arg(long, value_name = "BYTES", default_value_t = 512 * 1024,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub cache: u64,
    /// isl operations each step may take, as the pass's `max-operations`
    /// [default: the pass's]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_operations: Option<u64>,
    /// isl operations the attempt that keeps every live range may take
    /// before the schedule falls back to every dependence as validity
    /// [default: the pass's]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub live_range_operations: Option<u64>,
    /// Multiplies the CPU-time limit of each step (each run of isl's
    /// scheduler, the dependences, the attempt that keeps live ranges):
    /// gives a model that needs most of a limit room on a slower or loaded
    /// machine, so that the decision does not depend on its speed (the
    /// whole phase's limit grows with them)
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub time_scale: u32,
}

/// The scheduler's fusion modes (`tessera_poly::schedule::Fuse`), as
/// command-line values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Fuse {
    /// Max, unless it puts a statement under a loop it does not iterate
    /// over or leaves more accesses off stride 1 than distribution does
    Smart,
    /// isl's clustering: fuse whatever shares data
    Max,
    /// One loop nest per strongly connected component of the dependence graph
    None,
}

impl From<Fuse> for tessera_poly::schedule::Fuse {
    fn from(f: Fuse) -> Self {
        match f {
            Fuse::Smart => Self::Smart,
            Fuse::Max => Self::Max,
            Fuse::None => Self::None,
        }
    }
}

/// The verbs that run the pass, and so take its options.
const PASS_VERBS: [&str; 8] = [
    "scops",
    "loops",
    "opt",
    "deps",
    "check",
    "show",
    "transform",
    "explain",
];

/// The command, with the pass's options listed in the help of the verbs
/// that take them.
pub fn command() -> clap::Command {
    let names: Vec<&str> = tessera::options::OPTIONS.iter().map(|o| o.name).collect();
    let short = format!(
        "Pass options: --tessera-NAME=VALUE, NAME one of {} (--help describes them)",
        names.join(", ")
    );
    let long: String = tessera::options::OPTIONS
        .iter()
        .map(|o| {
            let default = if o.default.is_empty() {
                String::new()
            } else {
                format!(" [default: {}]", o.default)
            };
            format!(
                "  --tessera-{}=VALUE{default}\n          {}\n",
                o.name, o.help
            )
        })
        .collect();
    let mut cmd = Cli::command();
    for verb in PASS_VERBS {
        cmd = cmd.mut_subcommand(verb, |c| {
            let after = c.get_after_help().map(|s| s.to_string());
            let join = |extra: &str| match &after {
                Some(a) => format!("{extra}\n\n{a}"),
                None => extra.to_string(),
            };
            let long = join(&format!(
                "Pass options (passed to LLVM as -tessera-NAME=VALUE):\n{}",
                long.trim_end()
            ));
            c.after_help(join(&short)).after_long_help(long)
        });
    }
    cmd
}

/// Takes the pass options (`--tessera-NAME[=VALUE]`, before any `--`) out
/// of the arguments of a verb that runs the pass, as the LLVM flags
/// `-tessera-NAME[=VALUE]`. An unknown NAME is a usage error (exit 2).
pub fn split_pass_flags(args: Vec<String>) -> (Vec<String>, Vec<String>) {
    let Some(verb) = args.get(1).filter(|v| PASS_VERBS.contains(&v.as_str())) else {
        return (args, Vec::new());
    };
    let verb = verb.clone();
    let mut rest = Vec::new();
    let mut flags = Vec::new();
    let mut after_dashes = false;
    for a in args {
        after_dashes |= a == "--";
        match a.strip_prefix("--tessera-") {
            Some(f) if !after_dashes => {
                let name = f.split_once('=').map_or(f, |(n, _)| n);
                if !tessera::options::OPTIONS.iter().any(|o| o.name == name) {
                    let mut cmd = command();
                    cmd.build();
                    let sub = cmd
                        .find_subcommand_mut(&verb)
                        .expect("PASS_VERBS are subcommands");
                    sub.error(
                        ErrorKind::UnknownArgument,
                        format!("unknown pass option '--tessera-{name}' (`tessera {verb} --help` lists them)"),
                    )
                    .exit();
                }
                flags.push(format!("-tessera-{f}"));
            }
            _ => rest.push(a),
        }
    }
    (rest, flags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_is_well_formed() {
        command().debug_assert();
    }

    #[test]
    fn pass_options_are_taken_before_dashes_only() {
        let args = [
            "tessera",
            "deps",
            "f.c",
            "--tessera-only=g",
            "--",
            "--tessera-x",
        ];
        let (rest, flags) = split_pass_flags(args.iter().map(|s| s.to_string()).collect());
        assert_eq!(rest, ["tessera", "deps", "f.c", "--", "--tessera-x"]);
        assert_eq!(flags, ["-tessera-only=g"]);
    }

    #[test]
    fn other_verbs_keep_their_arguments() {
        let args = ["tessera", "schedule", "f.tir", "--tessera-only=g"];
        let (rest, flags) = split_pass_flags(args.iter().map(|s| s.to_string()).collect());
        assert_eq!(rest, args);
        assert!(flags.is_empty());
    }

    #[test]
    fn fuse_is_a_typed_value() {
        let cli = Cli::try_parse_from(["tessera", "schedule", "f.tir", "--fuse", "max"]).unwrap();
        let Verb::Schedule(a) = cli.verb else {
            panic!("not schedule")
        };
        assert_eq!(a.fuse, Some(Fuse::Max));
        let e =
            Cli::try_parse_from(["tessera", "schedule", "f.tir", "--fuse", "most"]).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidValue);
    }
}
