// The thin C++ layer of Tessera: what LLVM's C API does not offer.
//
// - pass registration (`-passes=tessera`, the OptimizerEarly hook),
// - `cl::opt` flags built from the option table declared in Rust,
// - optimization remarks,
// - narrow queries over LoopInfo, ScalarEvolution, delinearization and
//   alias analysis, answered as plain data (SCEVs as S-expressions),
// - the function's C labels (DILabels) and how much debug information it has,
// - two IR utilities with no C API (PromoteMemToReg, DeleteDeadBlocks).
//
// Every decision is taken in Rust; this file only answers questions.

#include "llvm-c/Core.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Scalar/DeadStoreElimination.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopRotation.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

using namespace llvm;

// ---------------------------------------------------------------------------
// The Rust side.
extern "C" {
// Runs Tessera on one function; returns 1 when the IR changed.
int tessera_rust_run_function(void *ctx, LLVMValueRef fn, const char *options);
// Checks a `key=value;...` option string; returns a malloc'ed message or
// NULL when valid. Freed with tessera_rust_free_string.
char *tessera_rust_check_options(const char *options);
void tessera_rust_free_string(char *s);
// The option table declared in options.rs.
unsigned tessera_rust_option_count(void);
const char *tessera_rust_option_name(unsigned i);
const char *tessera_rust_option_default(unsigned i);
const char *tessera_rust_option_help(unsigned i);
}

namespace {

// One cl::opt per Rust option, created when the library is loaded so that
// opt and clang (-Xclang -load) parse `-tessera-NAME=...`.
struct FlagTable {
  std::vector<std::unique_ptr<cl::opt<std::string>>> Flags;
  std::vector<std::string> Names;
  FlagTable() {
    unsigned N = tessera_rust_option_count();
    Names.reserve(N);
    for (unsigned I = 0; I < N; ++I) {
      Names.push_back(std::string("tessera-") + tessera_rust_option_name(I));
      Flags.push_back(std::make_unique<cl::opt<std::string>>(
          StringRef(Names.back()), cl::desc(tessera_rust_option_help(I)),
          cl::init(std::string(tessera_rust_option_default(I))), cl::Hidden));
    }
  }
};
FlagTable &flags() {
  static FlagTable T;
  return T;
}
// Create the flags at load time (before opt parses its command line).
[[maybe_unused]] const bool FlagsCreated = (flags(), true);

// Pass parameters override flags, flags override defaults; Rust parses the
// result.
std::string effectiveOptions(StringRef Params) {
  std::string Out;
  FlagTable &T = flags();
  for (unsigned I = 0; I < T.Flags.size(); ++I) {
    if (T.Flags[I]->getNumOccurrences() == 0)
      continue;
    // Flag values may contain ';' (isl text): separate them with \x1f.
    Out += tessera_rust_option_name(I);
    Out += "=";
    Out += T.Flags[I]->getValue();
    Out += "\x1f";
  }
  Out += Params.str();
  return Out;
}

} // namespace

// ---------------------------------------------------------------------------
// The per-function context the Rust side queries.
struct TesseraCtx {
  Function &F;
  FunctionAnalysisManager &FAM;
  LoopInfo &LI;
  ScalarEvolution &SE;
  AAResults &AA;
  OptimizationRemarkEmitter &ORE;
  std::vector<Loop *> Loops;            // preorder
  std::map<const Loop *, int> LoopIndex; // inverse of Loops
  std::string Buf;                      // last string answer
  // The values SCEV expressions name (their unknowns), by index: the text
  // carries the index, never an address (tessera_unknown answers it).
  std::vector<Value *> Unknowns;
  DenseMap<const Value *, unsigned> UnknownIndex; // inverse of Unknowns
  // The function's C labels (tessera_label_count), gathered at first ask.
  struct Label {
    const DILabel *Label;
    BasicBlock *Block;     // where its record or call survives, or null
    Instruction *Next;     // the instruction after it there, or null
  };
  std::vector<Label> Labels;
  bool LabelsGathered;
};

namespace {

// The index of a value in the table of unknowns, added when new.
unsigned unknownIndex(TesseraCtx &C, Value *V) {
  auto [It, New] = C.UnknownIndex.try_emplace(V, C.Unknowns.size());
  if (New)
    C.Unknowns.push_back(V);
  return It->second;
}

void writeType(raw_ostream &OS, Type *T) {
  if (T->isPointerTy())
    OS << "ptr";
  else if (T->isIntegerTy())
    OS << "i" << T->getIntegerBitWidth();
  else
    OS << "other";
}

void writeFlags(raw_ostream &OS, SCEV::NoWrapFlags Fl) {
  bool Any = false;
  auto Emit = [&](const char *S) {
    OS << (Any ? "+" : "") << S;
    Any = true;
  };
  if (Fl & SCEV::FlagNUW)
    Emit("nuw");
  if (Fl & SCEV::FlagNSW)
    Emit("nsw");
  if (!Any && (Fl & SCEV::FlagNW))
    Emit("nw");
  if (!Any)
    OS << "-";
}

// S-expression form of a SCEV, parsed by scev.rs.
void writeSCEV(TesseraCtx &C, raw_ostream &OS, const SCEV *S) {
  auto Nary = [&](const char *Kind, const SCEVNAryExpr *E, bool Flags) {
    OS << "(" << Kind << " ";
    writeType(OS, E->getType());
    if (Flags) {
      OS << " ";
      writeFlags(OS, E->getNoWrapFlags());
    }
    for (const SCEV *Op : E->operands()) {
      OS << " ";
      writeSCEV(C, OS, Op);
    }
    OS << ")";
  };
  switch (S->getSCEVType()) {
  case scConstant: {
    const APInt &V = cast<SCEVConstant>(S)->getAPInt();
    OS << "(const ";
    writeType(OS, S->getType());
    if (V.getSignificantBits() <= 64)
      OS << " " << V.getSExtValue() << ")";
    else
      OS << " big)";
    return;
  }
  case scVScale:
    OS << "(unsupported vscale)";
    return;
  case scPtrToInt:
  case scTruncate:
  case scZeroExtend:
  case scSignExtend: {
    const auto *E = cast<SCEVCastExpr>(S);
    const char *K = S->getSCEVType() == scPtrToInt    ? "ptrtoint"
                    : S->getSCEVType() == scTruncate  ? "trunc"
                    : S->getSCEVType() == scZeroExtend ? "zext"
                                                       : "sext";
    OS << "(" << K << " ";
    writeType(OS, S->getType());
    OS << " ";
    writeSCEV(C, OS, E->getOperand(0));
    OS << ")";
    return;
  }
  case scAddExpr:
    return Nary("add", cast<SCEVNAryExpr>(S), true);
  case scMulExpr:
    return Nary("mul", cast<SCEVNAryExpr>(S), true);
  case scUDivExpr: {
    const auto *E = cast<SCEVUDivExpr>(S);
    OS << "(udiv ";
    writeType(OS, S->getType());
    OS << " ";
    writeSCEV(C, OS, E->getLHS());
    OS << " ";
    writeSCEV(C, OS, E->getRHS());
    OS << ")";
    return;
  }
  case scAddRecExpr: {
    const auto *E = cast<SCEVAddRecExpr>(S);
    auto It = C.LoopIndex.find(E->getLoop());
    OS << "(addrec ";
    writeType(OS, S->getType());
    OS << " ";
    writeFlags(OS, E->getNoWrapFlags());
    OS << " " << (It == C.LoopIndex.end() ? -1 : It->second);
    for (const SCEV *Op : E->operands()) {
      OS << " ";
      writeSCEV(C, OS, Op);
    }
    OS << ")";
    return;
  }
  case scSMaxExpr:
    return Nary("smax", cast<SCEVNAryExpr>(S), false);
  case scUMaxExpr:
    return Nary("umax", cast<SCEVNAryExpr>(S), false);
  case scSMinExpr:
    return Nary("smin", cast<SCEVNAryExpr>(S), false);
  case scUMinExpr:
    return Nary("umin", cast<SCEVNAryExpr>(S), false);
  case scSequentialUMinExpr:
    return Nary("umin_seq", cast<SCEVNAryExpr>(S), false);
  case scUnknown: {
    OS << "(unknown ";
    writeType(OS, S->getType());
    OS << " " << unknownIndex(C, cast<SCEVUnknown>(S)->getValue()) << ")";
    return;
  }
  case scCouldNotCompute:
    OS << "(cnc)";
    return;
  }
  OS << "(unsupported other)";
}

const char *answer(TesseraCtx &C, const std::string &S) {
  C.Buf = S;
  return C.Buf.c_str();
}

const char *scevAnswer(TesseraCtx &C, const SCEV *S) {
  std::string Out;
  raw_string_ostream OS(Out);
  writeSCEV(C, OS, S);
  OS.flush();
  return answer(C, Out);
}

} // namespace

extern "C" {

// --- Loops -----------------------------------------------------------------

unsigned tessera_loop_count(TesseraCtx *C) { return C->Loops.size(); }

struct TesseraLoopDesc {
  LLVMBasicBlockRef header, preheader, latch, exit_block;
  int parent;
  unsigned depth, num_blocks, num_exiting;
  int simplify_form, lcssa_form;
  // The source line where the loop starts (its `for`), 0 when unknown.
  unsigned start_line;
};

void tessera_loop_desc(TesseraCtx *C, unsigned I, TesseraLoopDesc *D) {
  Loop *L = C->Loops[I];
  D->header = wrap(L->getHeader());
  D->preheader = wrap(L->getLoopPreheader());
  D->latch = wrap(L->getLoopLatch());
  D->exit_block = wrap(L->getUniqueExitBlock());
  D->parent = L->getParentLoop() ? C->LoopIndex[L->getParentLoop()] : -1;
  D->depth = L->getLoopDepth();
  D->num_blocks = L->getNumBlocks();
  SmallVector<BasicBlock *, 4> Exiting;
  L->getExitingBlocks(Exiting);
  D->num_exiting = Exiting.size();
  D->simplify_form = L->isLoopSimplifyForm();
  D->lcssa_form = L->isLCSSAForm(C->FAM.getResult<DominatorTreeAnalysis>(C->F));
  DebugLoc Start = L->getStartLoc();
  D->start_line = Start ? Start.getLine() : 0;
}

LLVMBasicBlockRef tessera_loop_block(TesseraCtx *C, unsigned I, unsigned B) {
  return wrap(C->Loops[I]->getBlocks()[B]);
}

// Innermost loop containing the block, -1 when none.
int tessera_block_loop(TesseraCtx *C, LLVMBasicBlockRef BB) {
  Loop *L = C->LI.getLoopFor(unwrap(BB));
  return L ? C->LoopIndex[L] : -1;
}

// --- ScalarEvolution -------------------------------------------------------

LLVMValueRef tessera_function(TesseraCtx *C) { return wrap(&C->F); }

// The value of an unknown's index in SCEV text (null when out of range).
LLVMValueRef tessera_unknown(TesseraCtx *C, unsigned I) {
  return I < C->Unknowns.size() ? wrap(C->Unknowns[I]) : nullptr;
}

// The index SCEV text gives the value as an unknown.
unsigned tessera_unknown_index(TesseraCtx *C, LLVMValueRef V) {
  return unknownIndex(*C, unwrap(V));
}

const char *tessera_scev(TesseraCtx *C, LLVMValueRef V) {
  Value *Val = unwrap(V);
  if (!C->SE.isSCEVable(Val->getType()))
    return answer(*C, "(unsupported type)");
  return scevAnswer(*C, C->SE.getSCEV(Val));
}

const char *tessera_backedge_taken_count(TesseraCtx *C, unsigned I) {
  return scevAnswer(*C, C->SE.getBackedgeTakenCount(C->Loops[I]));
}

// The address of a load or store as base pointer + byte offset.
const char *tessera_access_offset(TesseraCtx *C, LLVMValueRef Inst,
                                  LLVMValueRef *Base) {
  Value *Ptr = getLoadStorePointerOperand(unwrap(Inst));
  *Base = nullptr;
  if (!Ptr)
    return answer(*C, "(unsupported no-pointer)");
  const SCEV *S = C->SE.getSCEV(Ptr);
  const SCEV *B = C->SE.getPointerBase(S);
  if (const auto *U = dyn_cast<SCEVUnknown>(B))
    *Base = wrap(U->getValue());
  else
    return answer(*C, "(unsupported base)");
  return scevAnswer(*C, C->SE.getMinusSCEV(S, B));
}

// Any pointer (a memset's destination) as base pointer + byte offset.
const char *tessera_pointer_offset(TesseraCtx *C, LLVMValueRef Ptr,
                                   LLVMValueRef *Base) {
  *Base = nullptr;
  Value *P = unwrap(Ptr);
  if (!P->getType()->isPointerTy())
    return answer(*C, "(unsupported no-pointer)");
  const SCEV *S = C->SE.getSCEV(P);
  const SCEV *B = C->SE.getPointerBase(S);
  if (const auto *U = dyn_cast<SCEVUnknown>(B))
    *Base = wrap(U->getValue());
  else
    return answer(*C, "(unsupported base)");
  return scevAnswer(*C, C->SE.getMinusSCEV(S, B));
}

// Fixed-size delinearization from GEP types: "(sizes n1 n2 ...)(subs S0 S1
// ...)" or "" when the GEPs do not say.
const char *tessera_access_fixed(TesseraCtx *C, LLVMValueRef Inst) {
  // dyn_cast, not cast: Debian's LLVM has no assertions, and Rust's side
  // of the edge is safe whatever value it passes.
  Instruction *I = dyn_cast<Instruction>(unwrap(Inst));
  Value *Ptr = I ? getLoadStorePointerOperand(I) : nullptr;
  if (!Ptr)
    return answer(*C, "");
  const SCEV *S = C->SE.getSCEV(Ptr);
  const SCEV *B = C->SE.getPointerBase(S);
  SmallVector<const SCEV *, 4> Subs;
  SmallVector<int, 4> Sizes;
  (void)B;
  if (!tryDelinearizeFixedSizeImpl(&C->SE, I, S, Subs, Sizes))
    return answer(*C, "");
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "(sizes";
  for (int Sz : Sizes)
    OS << " " << Sz;
  OS << ")(subs";
  for (const SCEV *Sub : Subs) {
    OS << " ";
    writeSCEV(*C, OS, Sub);
  }
  OS << ")";
  OS.flush();
  return answer(*C, Out);
}

// Parametric delinearization over all accesses of one base pointer (sizes
// must be common to all of them): "(sizes S...)(subs S...)(subs S...)..." in
// the order of Insts, or "" when it fails.
const char *tessera_access_parametric(TesseraCtx *C, LLVMValueRef *Insts,
                                      unsigned N, unsigned ElemSize) {
  ScalarEvolution &SE = C->SE;
  SmallVector<const SCEV *, 8> Offsets, AllTerms;
  std::vector<SmallVector<const SCEV *, 4>> Terms(N);
  for (unsigned K = 0; K < N; ++K) {
    Value *Ptr = getLoadStorePointerOperand(unwrap(Insts[K]));
    if (!Ptr)
      return answer(*C, "");
    const SCEV *S = SE.getSCEV(Ptr);
    const SCEV *Off = SE.getMinusSCEV(S, SE.getPointerBase(S));
    Offsets.push_back(Off);
    collectParametricTerms(SE, Off, Terms[K]);
    AllTerms.append(Terms[K].begin(), Terms[K].end());
  }
  if (Offsets.empty())
    return answer(*C, "");
  const SCEV *ES = SE.getConstant(Offsets[0]->getType(), ElemSize);
  // Candidate sizes: from the terms of all accesses together, then from
  // each access's own (a diagonal access L[i][i] has the stride n+1, which
  // confuses the common guess). The first candidate that delinearizes
  // every access wins.
  std::vector<SmallVector<const SCEV *, 4>> Candidates;
  auto Try = [&](SmallVectorImpl<const SCEV *> &T) {
    SmallVector<const SCEV *, 4> Sizes;
    SmallVector<const SCEV *, 8> Copy(T.begin(), T.end());
    findArrayDimensions(SE, Copy, Sizes, ES);
    if (!Sizes.empty())
      Candidates.push_back(Sizes);
  };
  Try(AllTerms);
  for (auto &T : Terms)
    Try(T);
  for (auto &Sizes : Candidates) {
    std::string Out;
    raw_string_ostream OS(Out);
    OS << "(sizes";
    for (const SCEV *Sz : Sizes) {
      OS << " ";
      writeSCEV(*C, OS, Sz);
    }
    OS << ")";
    bool Ok = true;
    for (const SCEV *Off : Offsets) {
      SmallVector<const SCEV *, 4> Subs;
      SmallVector<const SCEV *, 4> Sz(Sizes.begin(), Sizes.end());
      computeAccessFunctions(SE, Off, Subs, Sz);
      if (Subs.size() != Sizes.size()) {
        Ok = false;
        break;
      }
      OS << "(subs";
      for (const SCEV *Sub : Subs) {
        OS << " ";
        writeSCEV(*C, OS, Sub);
      }
      OS << ")";
    }
    OS.flush();
    if (Ok)
      return answer(*C, Out);
  }
  return answer(*C, "");
}

// The target's L2 data cache size in bytes, 0 when the target does not say.
unsigned tessera_l2_cache_size(TesseraCtx *C) {
  const TargetTransformInfo &TTI = C->FAM.getResult<TargetIRAnalysis>(C->F);
  std::optional<unsigned> Size =
      TTI.getCacheSize(TargetTransformInfo::CacheLevel::L2D);
  return Size ? *Size : 0;
}

// The target's vector registers (0: none).
unsigned tessera_vector_registers(TesseraCtx *C) {
  const TargetTransformInfo &TTI = C->FAM.getResult<TargetIRAnalysis>(C->F);
  return TTI.getNumberOfRegisters(TTI.getRegisterClassForType(true));
}

int tessera_known_nonnegative(TesseraCtx *C, LLVMValueRef V) {
  Value *Val = unwrap(V);
  if (!C->SE.isSCEVable(Val->getType()))
    return 0;
  return C->SE.isKnownNonNegative(C->SE.getSCEV(Val));
}

// --- Other analyses --------------------------------------------------------

// 0 no alias, 1 may alias, 2 partial alias, 3 must alias.
int tessera_alias(TesseraCtx *C, LLVMValueRef A, LLVMValueRef B) {
  AliasResult R =
      C->AA.alias(MemoryLocation::getBeforeOrAfter(unwrap(A)),
                  MemoryLocation::getBeforeOrAfter(unwrap(B)));
  switch (R) {
  case AliasResult::NoAlias:
    return 0;
  case AliasResult::MayAlias:
    return 1;
  case AliasResult::PartialAlias:
    return 2;
  case AliasResult::MustAlias:
    return 3;
  }
  return 1;
}

// May the memory accessed by two loads or stores overlap? Same answers as
// tessera_alias, for the exact locations the instructions access.
int tessera_access_alias(TesseraCtx *C, LLVMValueRef A, LLVMValueRef B) {
  auto *IA = dyn_cast<Instruction>(unwrap(A));
  auto *IB = dyn_cast<Instruction>(unwrap(B));
  if (!IA || !IB)
    return 1;
  std::optional<MemoryLocation> LA = MemoryLocation::getOrNone(IA);
  std::optional<MemoryLocation> LB = MemoryLocation::getOrNone(IB);
  if (!LA || !LB)
    return 1;
  switch (C->AA.alias(*LA, *LB)) {
  case AliasResult::NoAlias:
    return 0;
  case AliasResult::MayAlias:
    return 1;
  case AliasResult::PartialAlias:
    return 2;
  case AliasResult::MustAlias:
    return 3;
  }
  return 1;
}

// A call that may be executed any number of times, in any order: it reads
// and writes no memory, returns, and does not throw.
int tessera_call_is_pure(LLVMValueRef Call) {
  auto *CB = dyn_cast<CallBase>(unwrap(Call));
  if (!CB)
    return 0;
  if (isa<DbgInfoIntrinsic>(CB))
    return 1;
  return CB->doesNotAccessMemory() && CB->willReturn() && CB->doesNotThrow() &&
         !CB->isConvergent();
}

// Debug intrinsics and other instructions a statement can drop.
int tessera_is_ignorable(LLVMValueRef V) {
  Value *Val = unwrap(V);
  if (isa<DbgInfoIntrinsic>(Val))
    return 1;
  if (auto *II = dyn_cast<IntrinsicInst>(Val)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::lifetime_start:
    case Intrinsic::lifetime_end:
    case Intrinsic::assume:
    case Intrinsic::experimental_noalias_scope_decl:
    case Intrinsic::pseudoprobe:
      return 1;
    default:
      return 0;
    }
  }
  return 0;
}

int tessera_is_volatile_or_atomic(LLVMValueRef V) {
  Instruction *I = dyn_cast<Instruction>(unwrap(V));
  if (!I)
    return 0;
  if (auto *L = dyn_cast<LoadInst>(I))
    return L->isVolatile() || L->isAtomic();
  if (auto *S = dyn_cast<StoreInst>(I))
    return S->isVolatile() || S->isAtomic();
  return I->isAtomic();
}

// "file:line:col" of an instruction, "" without debug info.
const char *tessera_debug_loc(TesseraCtx *C, LLVMValueRef V) {
  auto *I = dyn_cast_or_null<Instruction>(unwrap(V));
  if (!I || !I->getDebugLoc())
    return answer(*C, "");
  const DebugLoc &DL = I->getDebugLoc();
  std::string Out;
  raw_string_ostream OS(Out);
  OS << DL->getFilename() << ":" << DL.getLine() << ":" << DL.getCol();
  OS.flush();
  return answer(*C, Out);
}

// --- Labels ----------------------------------------------------------------
// C labels (`L1: for (...)`), for the loop tags of `tessera loops`. Clang
// keeps each as a DILabel in its subprogram's retainedNodes and as a label
// record (or llvm.dbg.label call) where the label was; SimplifyCFG drops
// the record with the empty block that held it (most labels before a loop
// at -O2), but the DILabel stays. So the labels are those retained by the
// function's subprogram and by every subprogram inlined into it, each with
// the block and next instruction of its record where one survives.

} // extern "C"

namespace {
void gatherLabels(TesseraCtx &C) {
  if (C.LabelsGathered)
    return;
  C.LabelsGathered = true;
  SmallVector<const DISubprogram *, 4> SPs;
  auto AddSP = [&](const DISubprogram *SP) {
    if (SP && !is_contained(SPs, SP))
      SPs.push_back(SP);
  };
  AddSP(C.F.getSubprogram());
  DenseMap<const DILabel *, std::pair<BasicBlock *, Instruction *>> Where;
  auto Seen = [&](const DILabel *L, BasicBlock *BB, Instruction *Next) {
    if (L)
      Where.try_emplace(L, BB, Next);
  };
  for (BasicBlock &BB : C.F)
    for (Instruction &I : BB) {
      for (const DILocation *L = I.getDebugLoc().get(); L;
           L = L->getInlinedAt())
        AddSP(L->getScope()->getSubprogram());
      for (DbgRecord &R : I.getDbgRecordRange())
        if (auto *LR = dyn_cast<DbgLabelRecord>(&R))
          Seen(LR->getLabel(), &BB, &I);
      if (auto *LI = dyn_cast<DbgLabelInst>(&I))
        Seen(LI->getLabel(), &BB, I.getNextNonDebugInstruction());
    }
  SmallVector<const DILabel *, 8> Labels;
  for (const DISubprogram *SP : SPs)
    for (const DINode *N : SP->getRetainedNodes())
      if (auto *L = dyn_cast<DILabel>(N))
        if (!is_contained(Labels, L))
          Labels.push_back(L);
  // A record whose DILabel no subprogram retains still names a label.
  for (auto &[L, _] : Where)
    if (!is_contained(Labels, L))
      Labels.push_back(L);
  std::stable_sort(Labels.begin(), Labels.end(),
                   [](const DILabel *A, const DILabel *B) {
                     return std::make_pair(A->getLine(), A->getName()) <
                            std::make_pair(B->getLine(), B->getName());
                   });
  for (const DILabel *L : Labels) {
    auto It = Where.find(L);
    C.Labels.push_back({L, It == Where.end() ? nullptr : It->second.first,
                        It == Where.end() ? nullptr : It->second.second});
  }
}
} // namespace

extern "C" {

struct TesseraLabel {
  const char *name; // valid until the next answer
  unsigned line;
  LLVMBasicBlockRef block; // null: its record is gone
  LLVMValueRef next;       // null: none, or the record ends its block
};

unsigned tessera_label_count(TesseraCtx *C) {
  gatherLabels(*C);
  return C->Labels.size();
}

// Label I (I < tessera_label_count), by line then name.
void tessera_label(TesseraCtx *C, unsigned I, TesseraLabel *Out) {
  gatherLabels(*C);
  if (I >= C->Labels.size()) {
    *Out = {answer(*C, ""), 0, nullptr, nullptr};
    return;
  }
  const TesseraCtx::Label &L = C->Labels[I];
  Out->name = answer(*C, L.Label->getName().str());
  Out->line = L.Label->getLine();
  Out->block = wrap(L.Block);
  Out->next = wrap(L.Next);
}

// The function's debug information: 0 none, 1 line tables only (no labels,
// no variables), 2 full.
unsigned tessera_debug_kind(TesseraCtx *C) {
  const DISubprogram *SP = C->F.getSubprogram();
  if (!SP || !SP->getUnit())
    return 0;
  switch (SP->getUnit()->getEmissionKind()) {
  case DICompileUnit::FullDebug:
    return 2;
  case DICompileUnit::NoDebug:
    return 0;
  default:
    return 1;
  }
}

// The source-level name of a value, from its debug records ("" if none).
const char *tessera_source_name(TesseraCtx *C, LLVMValueRef V) {
  SmallVector<DbgValueInst *, 2> Intrinsics;
  SmallVector<DbgVariableRecord *, 2> Records;
  findDbgValues(Intrinsics, unwrap(V), &Records);
  for (DbgVariableRecord *R : Records)
    if (R->getVariable())
      return answer(*C, R->getVariable()->getName().str());
  for (DbgValueInst *I : Intrinsics)
    if (I->getVariable())
      return answer(*C, I->getVariable()->getName().str());
  return answer(*C, "");
}

// The source variable naming the array a base pointer reaches ("" if debug
// information has none): a global's DIGlobalVariable, or a local variable a
// debug record or intrinsic says holds the pointer (a pointer parameter or
// local) or lives at it (a local array). Only whole, unmodified locations
// count (no fragment, no offset). Among several variables, the one in scope
// where Anchor (an access of the array, or NULL) was written wins: of the
// functions on its inlining chain (the same inlined call, not another one
// of the same callee), the innermost first (after inlining, the callee's
// parameter), then the innermost lexical block; then a variable of another
// inlined call of one of these functions, then any. Ties go to the variable
// declared first, then by name.
const char *tessera_array_source_name(TesseraCtx *C, LLVMValueRef BaseRef,
                                      LLVMValueRef AnchorRef) {
  Value *Base = unwrap(BaseRef);
  if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVEs;
    GV->getDebugInfo(GVEs);
    for (DIGlobalVariableExpression *GVE : GVEs) {
      DIGlobalVariable *Var = GVE->getVariable();
      DIExpression *E = GVE->getExpression();
      if (Var && !Var->getName().empty() && (!E || E->getNumElements() == 0))
        return answer(*C, Var->getName().str());
    }
    return answer(*C, "");
  }
  // The anchor's location, then each call site it was inlined at.
  SmallVector<const DILocation *, 4> Chain;
  if (auto *I = dyn_cast_or_null<Instruction>(AnchorRef ? unwrap(AnchorRef)
                                                        : nullptr))
    for (const DILocation *L = I->getDebugLoc().get(); L; L = L->getInlinedAt())
      Chain.push_back(L);
  const unsigned Far = ~0u;
  // Lexical blocks from From up to To, Far if To does not enclose From.
  auto Depth = [&](const DIScope *From, const DIScope *To) {
    unsigned D = 0;
    for (const DIScope *S = From; S; S = S->getScope(), ++D) {
      if (S == To)
        return D;
      if (isa<DISubprogram>(S))
        break;
    }
    return Far;
  };
  using Rank = std::tuple<unsigned, unsigned, unsigned, unsigned, StringRef>;
  auto RankOf = [&](const DILocalVariable *Var, const DILocation *Loc) {
    const DISubprogram *SP =
        Var->getScope() ? Var->getScope()->getSubprogram() : nullptr;
    for (unsigned K = 0; K < Chain.size(); ++K) {
      if (!SP || Chain[K]->getScope()->getSubprogram() != SP)
        continue;
      unsigned OtherCall =
          Loc && Loc->getInlinedAt() == Chain[K]->getInlinedAt() ? 0 : 1;
      return Rank(OtherCall, K, Depth(Chain[K]->getScope(), Var->getScope()),
                  Var->getLine(), Var->getName());
    }
    return Rank(2, 0, 0, Var->getLine(), Var->getName());
  };
  std::optional<Rank> Best;
  auto Consider = [&](const DILocalVariable *Var, const DIExpression *E,
                      const DILocation *Loc) {
    if (!Var || Var->getName().empty() || (E && E->getNumElements() != 0))
      return;
    Rank R = RankOf(Var, Loc);
    if (!Best || R < *Best)
      Best = R;
  };
  SmallVector<DbgVariableIntrinsic *, 4> Intrinsics;
  SmallVector<DbgVariableRecord *, 4> Records;
  findDbgUsers(Intrinsics, Base, &Records);
  for (DbgVariableRecord *R : Records) {
    const DILocation *Loc = R->getDebugLoc().get();
    if (R->isDbgAssign() && R->getAddress() == Base)
      Consider(R->getVariable(), R->getAddressExpression(), Loc);
    if (!R->hasArgList() && R->getVariableLocationOp(0) == Base)
      Consider(R->getVariable(), R->getExpression(), Loc);
  }
  for (DbgVariableIntrinsic *I : Intrinsics) {
    const DILocation *Loc = I->getDebugLoc().get();
    if (auto *A = dyn_cast<DbgAssignIntrinsic>(I))
      if (A->getAddress() == Base)
        Consider(A->getVariable(), A->getAddressExpression(), Loc);
    if (!I->hasArgList() && I->getVariableLocationOp(0) == Base)
      Consider(I->getVariable(), I->getExpression(), Loc);
  }
  return answer(*C, Best ? std::get<4>(*Best).str() : "");
}

// --- Remarks ---------------------------------------------------------------

// Kind: 0 passed (-Rpass), 1 missed (-Rpass-missed), 2 analysis
// (-Rpass-analysis). Anchor: an instruction giving the source location, or
// NULL for the function.
void tessera_remark(TesseraCtx *C, int Kind, const char *Name, const char *Msg,
                    LLVMValueRef Anchor) {
  Instruction *I = Anchor ? dyn_cast<Instruction>(unwrap(Anchor)) : nullptr;
  auto Emit = [&](auto R) {
    R << Msg;
    C->ORE.emit(R);
  };
  if (I) {
    if (Kind == 0)
      Emit(OptimizationRemark("tessera", Name, I));
    else if (Kind == 1)
      Emit(OptimizationRemarkMissed("tessera", Name, I));
    else
      Emit(OptimizationRemarkAnalysis("tessera", Name, I));
  } else {
    if (Kind == 0)
      Emit(OptimizationRemark("tessera", Name, &C->F));
    else if (Kind == 1)
      Emit(OptimizationRemarkMissed("tessera", Name, &C->F));
    else
      Emit(OptimizationRemarkAnalysis("tessera", Name, &C->F));
  }
}

// --- IR utilities with no C API --------------------------------------------

// Promotes the given allocas to SSA values. Uses a dominator tree computed
// now: the cached one is stale after code generation.
void tessera_promote_allocas(LLVMValueRef Fn, LLVMValueRef *Allocas,
                             unsigned N) {
  Function *F = dyn_cast<Function>(unwrap(Fn));
  if (!F)
    return;
  std::vector<AllocaInst *> List;
  for (unsigned I = 0; I < N; ++I) {
    auto *AI = dyn_cast<AllocaInst>(unwrap(Allocas[I]));
    if (AI && AI->getFunction() == F && isAllocaPromotable(AI))
      List.push_back(AI);
  }
  if (List.empty())
    return;
  DominatorTree DT(*F);
  PromoteMemToReg(List, DT);
}

// Deletes blocks created by an aborted code generation (they may refer to
// each other). Nothing outside the list may keep a reference to them: when
// an instruction elsewhere uses one (a branch to it), nothing is deleted
// and the answer is 0; a PHI elsewhere loses its entries for them (the
// caller removes those it added already; this makes sure none dangles).
int tessera_delete_blocks(LLVMBasicBlockRef *Blocks, unsigned N) {
  SmallVector<BasicBlock *, 16> List;
  for (unsigned I = 0; I < N; ++I)
    List.push_back(unwrap(Blocks[I]));
  SmallPtrSet<BasicBlock *, 16> Set(List.begin(), List.end());
  for (BasicBlock *BB : List)
    for (User *U : BB->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I || !Set.count(I->getParent()))
        return 0;
    }
  for (BasicBlock *BB : List)
    for (BasicBlock *S : successors(BB))
      if (!Set.count(S))
        for (PHINode &P : S->phis())
          for (int I = P.getBasicBlockIndex(BB); I >= 0;
               I = P.getBasicBlockIndex(BB))
            P.removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
  // Cut every edge first, so that deleting touches nothing outside the list.
  for (BasicBlock *BB : List) {
    if (Instruction *T = BB->getTerminator())
      T->eraseFromParent();
    new UnreachableInst(BB->getContext(), BB);
  }
  DeleteDeadBlocks(List, nullptr, /*KeepOneInputPHIs=*/false);
  return 1;
}

void tessera_phi_remove_incoming(LLVMValueRef Phi, LLVMBasicBlockRef BB) {
  auto *P = dyn_cast<PHINode>(unwrap(Phi));
  int I = P ? P->getBasicBlockIndex(unwrap(BB)) : -1;
  if (I >= 0)
    P->removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
}

// 1 when the function is well formed; prints the problems otherwise.
// Marks the loop whose latch branch is `Latch` as free of loop-carried
// dependences among `Accesses`: a new access group (an empty distinct
// node) on each, and `llvm.loop.parallel_accesses` with it in the loop's
// metadata (a distinct node naming itself), so the vectorizer needs no
// run-time checks between them. The C API makes no distinct nodes. With
// `Vectorize`, `llvm.loop.vectorize.enable` too (a script's mark).
void tessera_parallel_accesses(LLVMValueRef Latch, LLVMValueRef *Accesses,
                               unsigned N, int Vectorize) {
  auto *Br = dyn_cast<Instruction>(unwrap(Latch));
  if (!Br || N == 0)
    return;
  LLVMContext &Ctx = Br->getContext();
  MDNode *Group = MDNode::getDistinct(Ctx, {});
  for (unsigned I = 0; I < N; ++I)
    if (auto *A = dyn_cast<Instruction>(unwrap(Accesses[I])))
      A->setMetadata(LLVMContext::MD_access_group, Group);
  Metadata *Par[] = {MDString::get(Ctx, "llvm.loop.parallel_accesses"), Group};
  SmallVector<Metadata *, 4> Ops;
  Ops.push_back(nullptr);
  if (MDNode *Old = Br->getMetadata(LLVMContext::MD_loop))
    for (unsigned I = 1; I < Old->getNumOperands(); ++I)
      Ops.push_back(Old->getOperand(I));
  Ops.push_back(MDNode::get(Ctx, Par));
  if (Vectorize) {
    Metadata *Vec[] = {MDString::get(Ctx, "llvm.loop.vectorize.enable"),
                       ConstantAsMetadata::get(ConstantInt::getTrue(Ctx))};
    Ops.push_back(MDNode::get(Ctx, Vec));
  }
  MDNode *Loop = MDNode::getDistinct(Ctx, Ops);
  Loop->replaceOperandWith(0, Loop);
  Br->setMetadata(LLVMContext::MD_loop, Loop);
}

// Adds the property `Name` with the i32 `Value` to the metadata of the loop
// whose latch branch is `Latch` (kept, as a distinct node naming itself):
// `llvm.loop.align`, which block placement reads, or a vectorizer hint.
void tessera_loop_hint(LLVMValueRef Latch, const char *Name, unsigned Value) {
  auto *Br = dyn_cast<Instruction>(unwrap(Latch));
  if (!Br)
    return;
  LLVMContext &Ctx = Br->getContext();
  SmallVector<Metadata *, 4> Ops;
  Ops.push_back(nullptr);
  if (MDNode *Old = Br->getMetadata(LLVMContext::MD_loop))
    for (unsigned I = 1; I < Old->getNumOperands(); ++I)
      Ops.push_back(Old->getOperand(I));
  Metadata *Hint[] = {
      MDString::get(Ctx, Name),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), Value))};
  Ops.push_back(MDNode::get(Ctx, Hint));
  MDNode *Loop = MDNode::getDistinct(Ctx, Ops);
  Loop->replaceOperandWith(0, Loop);
  Br->setMetadata(LLVMContext::MD_loop, Loop);
}

// Debug information for a function outlined from `ParentV` (a parallel
// loop's body): a subprogram of its own (artificial, local to the unit, at
// the parent's file and line), and each instruction's location re-scoped to
// it, keeping the source line and column of the location's innermost
// frame (an inlined kernel's own line). Without a subprogram in the
// parent, every location goes: one that names another function's scope
// fails the verifier.
void tessera_outlined_debug_info(LLVMValueRef OutV, LLVMValueRef ParentV) {
  auto *Out = dyn_cast<Function>(unwrap(OutV));
  auto *Parent = dyn_cast<Function>(unwrap(ParentV));
  if (!Out)
    return;
  DISubprogram *PSP = Parent ? Parent->getSubprogram() : nullptr;
  DISubprogram *SP = nullptr;
  if (PSP && PSP->getUnit() && PSP->getFile()) {
    DIBuilder DIB(*Out->getParent(), /*AllowUnresolved=*/false, PSP->getUnit());
    auto *Ty = DIB.createSubroutineType(DIB.getOrCreateTypeArray({}));
    auto Flags = DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit;
    if (PSP->isOptimized())
      Flags |= DISubprogram::SPFlagOptimized;
    SP = DIB.createFunction(PSP->getFile(), Out->getName(), StringRef(),
                            PSP->getFile(), PSP->getLine(), Ty,
                            PSP->getScopeLine(), DINode::FlagArtificial, Flags);
    Out->setSubprogram(SP);
    DIB.finalizeSubprogram(SP);
  }
  SmallVector<Instruction *, 8> DbgIntrinsics;
  for (BasicBlock &BB : *Out)
    for (Instruction &I : BB) {
      I.dropDbgRecords();
      if (isa<DbgInfoIntrinsic>(I)) {
        DbgIntrinsics.push_back(&I);
        continue;
      }
      DebugLoc DL = I.getDebugLoc();
      if (!DL || !SP) {
        I.setDebugLoc(DebugLoc());
        continue;
      }
      I.setDebugLoc(DILocation::get(Out->getContext(), DL.getLine(),
                                    DL.getCol(), SP));
    }
  for (Instruction *I : DbgIntrinsics)
    I->eraseFromParent();
}

int tessera_verify_function(LLVMValueRef Fn) {
  auto *F = dyn_cast<Function>(unwrap(Fn));
  return F && !verifyFunction(*F, &errs());
}

} // extern "C"

// ---------------------------------------------------------------------------
// The pass.

namespace {

// A loop whose preheader is the function's entry block gets a preheader of
// its own, so that the version check can be placed in front of it (the
// entry block cannot have predecessors).
// Likewise a preheader with PHI nodes (a block where a previous loop's exit
// values merge): the PHIs stay, the loop gets a preheader of its own.
// And a preheader with a side effect before the loop (a call such as a
// timer start right before a kernel inlined into its caller): the region
// starts at the preheader, so the call would reject the whole nest; the
// loop gets a preheader after the last such instruction.
bool splitEntryPreheader(Function &F, FunctionAnalysisManager &FAM,
                         SmallVectorImpl<BasicBlock *> &NewBlocks) {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  BasicBlock &Entry = F.getEntryBlock();
  SmallVector<std::pair<BasicBlock *, Instruction *>, 8> ToSplit;
  auto Add = [&](BasicBlock *P, Instruction *At) {
    for (auto &E : ToSplit)
      if (E.first == P)
        return;
    ToSplit.push_back({P, At});
  };
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *P = L->getLoopPreheader();
    if (!P)
      continue;
    // The last instruction with a side effect (not the terminator).
    Instruction *Last = nullptr;
    for (Instruction &I : *P)
      if (&I != P->getTerminator() && I.mayHaveSideEffects() &&
          !isa<DbgInfoIntrinsic>(I))
        Last = &I;
    if (P == &Entry) {
      // A region cannot start at the entry block: split after its allocas,
      // or after its last side effect (an allocation call before the nest).
      Instruction *At = &*P->getFirstNonPHIOrDbgOrAlloca();
      if (Last && At->comesBefore(Last))
        At = Last->getNextNode();
      Add(P, At);
      continue;
    }
    if (Last)
      Add(P, Last->getNextNode());
    else if (isa<PHINode>(P->front()))
      Add(P, &*P->getFirstNonPHIIt());
  }
  if (ToSplit.empty())
    return false;
  for (auto &[P, At] : ToSplit)
    NewBlocks.push_back(SplitBlock(P, At));
  FAM.invalidate(F, PreservedAnalyses::none());
  return true;
}

struct TesseraPass : PassInfoMixin<TesseraPass> {
  std::string Params;
  // In the default pipelines: after regenerating loops, run LICM on the
  // function. The regenerated code keeps accumulators in memory (the model
  // demoted them), and in the optimization pipeline nothing promotes them
  // again before the vectorizer, which cannot vectorize a reduction
  // through memory.
  bool PromoteAfter;
  explicit TesseraPass(std::string P = "", bool Promote = false)
      : Params(std::move(P)), PromoteAfter(Promote) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    if (F.isDeclaration())
      return PreservedAnalyses::all();
    // A parallel loop's body, outlined by Tessera while it ran on the
    // function it came from (the pass manager visits it after that one):
    // generated code already, it gets that code's clean-up only.
    if (F.getName().contains(".tessera.par")) {
      if (!PromoteAfter)
        return PreservedAnalyses::all();
      cleanUp(F, FAM);
      return PreservedAnalyses::none();
    }
    SmallVector<BasicBlock *, 8> NewBlocks;
    bool Split = splitEntryPreheader(F, FAM, NewBlocks);
    TesseraCtx C{F,
                 FAM,
                 FAM.getResult<LoopAnalysis>(F),
                 FAM.getResult<ScalarEvolutionAnalysis>(F),
                 FAM.getResult<AAManager>(F),
                 FAM.getResult<OptimizationRemarkEmitterAnalysis>(F),
                 {},
                 {},
                 {},
                 {},
                 {},
                 {},
                 false};
    for (Loop *L : C.LI.getLoopsInPreorder()) {
      C.LoopIndex[L] = C.Loops.size();
      C.Loops.push_back(L);
    }
    std::string Opts = effectiveOptions(Params);
    bool Changed = tessera_rust_run_function(&C, wrap(&F), Opts.c_str());
    if (!Changed && Split) {
      // Nothing regenerated: the function goes back to what it was (the
      // new preheaders merge into the blocks they were split from).
      for (BasicBlock *BB : NewBlocks)
        MergeBlockIntoPredecessor(BB);
      FAM.invalidate(F, PreservedAnalyses::none());
      return PreservedAnalyses::none();
    }
    if (!Changed)
      return PreservedAnalyses::all();
    // The function's target features may have changed (gathers avoided),
    // and TargetIRAnalysis never invalidates itself: without this the
    // vectorizers would cost gathers with the cached subtarget, and only
    // the back end would see the new features (it scalarizes the
    // gathers there, in blocks the unroller took for small).
    FAM.clear(F, F.getName());
    if (PromoteAfter)
      cleanUp(F, FAM);
    return PreservedAnalyses::none();
  }

  // Jammed copies of a register tile (unroll-and-jam) address one element
  // through separate address computations: EarlyCSE merges them and
  // forwards each stored value to the next copy's load, DSE drops the
  // stores that the next copy overwrites. Without them the vectorized
  // loop keeps every copy's load and store.
  static void cleanUp(Function &F, FunctionAnalysisManager &FAM) {
    FAM.invalidate(F, PreservedAnalyses::none());
    FunctionPassManager Promote;
    Promote.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
    Promote.addPass(createFunctionToLoopPassAdaptor(LICMPass(LICMOptions()),
                                                    /*UseMemorySSA=*/true));
    Promote.addPass(DSEPass());
    Promote.run(F, FAM);
  }
};

// Tessera with the canonicalization it relies on: preheaders, dedicated
// exits, LCSSA and rotated (bottom-tested) loops.
void addTessera(FunctionPassManager &FPM, const std::string &Params,
                bool PromoteAfter) {
  FPM.addPass(LoopSimplifyPass());
  FPM.addPass(LCSSAPass());
  FPM.addPass(createFunctionToLoopPassAdaptor(LoopRotatePass()));
  FPM.addPass(TesseraPass(Params, PromoteAfter));
}

bool parseTessera(StringRef Name, FunctionPassManager &FPM) {
  std::string Params;
  if (Name != "tessera") {
    if (!Name.consume_front("tessera<") || !Name.consume_back(">"))
      return false;
    Params = Name.str();
  }
  if (char *Err = tessera_rust_check_options(Params.c_str())) {
    errs() << "tessera: " << Err << "\n";
    tessera_rust_free_string(Err);
    return false;
  }
  addTessera(FPM, Params, /*PromoteAfter=*/false);
  return true;
}

} // namespace

extern "C" void tessera_register_callbacks(PassBuilder *PB) {
  if (auto *PIC = PB->getPassInstrumentationCallbacks())
    PIC->addClassToPassName("TesseraPass", "tessera");
  PB->registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseTessera(Name, FPM);
      });
  // After inlining and the loop simplification passes, before the
  // vectorizer: loops are canonical and still untouched by unrolling.
  PB->registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level == OptimizationLevel::O0)
          return;
        FunctionPassManager FPM;
        addTessera(FPM, "", /*PromoteAfter=*/true);
        MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
      });
}

// Runs a textual pipeline with Tessera registered, for the standalone tool.
// Returns 1 on success; on failure *Err gets a message (LLVMDisposeMessage).
extern "C" int tessera_run_pipeline(LLVMModuleRef M, const char *Pipeline,
                                    char **Err) {
  Module &Mod = *unwrap(M);
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks PIC;
  PassBuilder PB(nullptr, PipelineTuningOptions(), std::nullopt, &PIC);
  tessera_register_callbacks(&PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (auto E = PB.parsePassPipeline(MPM, Pipeline)) {
    *Err = LLVMCreateMessage(toString(std::move(E)).c_str());
    return 0;
  }
  MPM.run(Mod, MAM);
  return 1;
}
