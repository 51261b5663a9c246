; With -fno-math-errno, sqrt cannot set errno: clang emits llvm.sqrt, a
; pure call, and the loop is a SCoP whose statement calls it (without the
; flag the call may write memory and the nest is rejected:
; detect/reject-math-errno.ll). Math-heavy loops depend on this.
; RUN: %opt -passes='tessera<print-model>' -pass-remarks-analysis=tessera %s -disable-output > %t.model 2> %t.remarks
; RUN: FileCheck %s < %t.model
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; SOURCE: norms.c -fno-math-errno
;    1| #include <math.h>
;    2| void norms(int n, double *restrict out, const double *restrict x) {
;    3|   for (int i = 0; i < n; i++)
;    4|     out[i] = sqrt(x[i] * x[i] + 1.0);
;    5| }
; END-SOURCE
;
; CHECK: scop @norms.scop0 in @norms
; CHECK: stmt @S0 loc("norms.c":4:19)
; CHECK: %2 = call [@llvm.sqrt.f64] %1 : f64
; CHECK-NEXT: store %2, #1 : void
; REMARK: remark: norms.c:3:3: SCoP norms.scop0 found: 1 loops, 1 statements, 2 arrays

; ModuleID = 'norms.c'
source_filename = "norms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @norms(i32 noundef %n, ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %x) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !21, !DIExpression(), !26)
    #dbg_value(ptr %out, !22, !DIExpression(), !26)
    #dbg_value(ptr %x, !23, !DIExpression(), !26)
    #dbg_value(i32 0, !24, !DIExpression(), !27)
  %cmp10 = icmp sgt i32 %n, 0, !dbg !28
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup, !dbg !30

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !28
  br label %for.body, !dbg !30

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !31

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !24, !DIExpression(), !27)
  %arrayidx = getelementptr inbounds double, ptr %x, i64 %indvars.iv, !dbg !32
  %0 = load double, ptr %arrayidx, align 8, !dbg !32, !tbaa !33
  %1 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00), !dbg !37
  %2 = tail call double @llvm.sqrt.f64(double %1), !dbg !38
  %arrayidx4 = getelementptr inbounds double, ptr %out, i64 %indvars.iv, !dbg !39
  store double %2, ptr %arrayidx4, align 8, !dbg !40, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next, !24, !DIExpression(), !27)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !28
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !30, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "norms.c", directory: ".", checksumkind: CSK_MD5, checksum: "59ed7b93faf19f4727ed4fb461146d3f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "norms", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!20 = !{!21, !22, !23, !24}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 2, type: !14)
!23 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 2, type: !17)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 3, type: !13)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 3)
!26 = !DILocation(line: 0, scope: !10)
!27 = !DILocation(line: 0, scope: !25)
!28 = !DILocation(line: 3, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 3, column: 3)
!30 = !DILocation(line: 3, column: 3, scope: !25)
!31 = !DILocation(line: 5, column: 1, scope: !10)
!32 = !DILocation(line: 4, column: 19, scope: !29)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 4, column: 31, scope: !29)
!38 = !DILocation(line: 4, column: 14, scope: !29)
!39 = !DILocation(line: 4, column: 5, scope: !29)
!40 = !DILocation(line: 4, column: 12, scope: !29)
!41 = !DILocation(line: 3, column: 27, scope: !29)
!42 = distinct !{!42, !30, !43, !44, !45}
!43 = !DILocation(line: 4, column: 36, scope: !25)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
