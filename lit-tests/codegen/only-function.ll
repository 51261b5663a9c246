; only=NAME (-tessera-only in clang) restricts Tessera to one function:
; the other functions get no SCoP, no remark, and no change, which is what
; the tests and the tuning tool use to look at one kernel of a program.
; RUN: %opt -passes='tessera<only=shift;schedule=original;codegen=always>' -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; Without it, both functions are regenerated.
; RUN: %opt -passes='tessera<schedule=original;codegen=always>' -pass-remarks=tessera %s -disable-output 2>&1 | FileCheck --check-prefix=ALL %s
; SOURCE: two_kernels.c
;    1| void scale(long n, double *a) {
;    2|   for (long i = 0; i < n; i++)
;    3|     a[i] *= 2.0;
;    4| }
;    5|
;    6| void shift(long n, double *restrict b, const double *restrict a) {
;    7|   for (long i = 0; i < n; i++)
;    8|     b[i] = a[i + 1] * 0.5;
;    9| }
; END-SOURCE
;
; ALL: remark: two_kernels.c:2:3: regenerated SCoP scale.scop0
; ALL: remark: two_kernels.c:7:3: regenerated SCoP shift.scop0
; REMARK-NOT: scale
; REMARK: remark: two_kernels.c:7:3: SCoP shift.scop0 found: 1 loops, 1 statements, 2 arrays
; REMARK: remark: two_kernels.c:7:3: regenerated SCoP shift.scop0 (1 loops, 1 statements) from its schedule
; REMARK-NOT: scale
; CHECK-LABEL: define {{.*}} @scale(
; CHECK-NOT: tessera.
; CHECK: ret void
; CHECK-LABEL: define {{.*}} @shift(
; CHECK: tessera.version:

; ModuleID = 'two_kernels.c'
source_filename = "two_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(i64 noundef %n, ptr nocapture noundef %a) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i64 %n, !17, !DIExpression(), !21)
    #dbg_value(ptr %a, !18, !DIExpression(), !21)
    #dbg_value(i64 0, !19, !DIExpression(), !22)
  %cmp3 = icmp sgt i64 %n, 0, !dbg !23
  br i1 %cmp3, label %for.body, label %for.cond.cleanup, !dbg !25

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !26

for.body:                                         ; preds = %entry, %for.body
  %i.04 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
    #dbg_value(i64 %i.04, !19, !DIExpression(), !22)
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %i.04, !dbg !27
  %0 = load double, ptr %arrayidx, align 8, !dbg !28, !tbaa !29
  %mul = fmul double %0, 2.000000e+00, !dbg !28
  store double %mul, ptr %arrayidx, align 8, !dbg !28, !tbaa !29
  %inc = add nuw nsw i64 %i.04, 1, !dbg !33
    #dbg_value(i64 %inc, !19, !DIExpression(), !22)
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !23
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !25, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @shift(i64 noundef %n, ptr noalias nocapture noundef writeonly %b, ptr noalias nocapture noundef readonly %a) local_unnamed_addr #0 !dbg !38 {
entry:
    #dbg_value(i64 %n, !46, !DIExpression(), !51)
    #dbg_value(ptr %b, !47, !DIExpression(), !51)
    #dbg_value(ptr %a, !48, !DIExpression(), !51)
    #dbg_value(i64 0, !49, !DIExpression(), !52)
  %cmp5 = icmp sgt i64 %n, 0, !dbg !53
  br i1 %cmp5, label %for.body, label %for.cond.cleanup, !dbg !55

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !56

for.body:                                         ; preds = %entry, %for.body
  %i.06 = phi i64 [ %add, %for.body ], [ 0, %entry ]
    #dbg_value(i64 %i.06, !49, !DIExpression(), !52)
  %add = add nuw nsw i64 %i.06, 1, !dbg !57
  %arrayidx = getelementptr inbounds double, ptr %a, i64 %add, !dbg !58
  %0 = load double, ptr %arrayidx, align 8, !dbg !58, !tbaa !29
  %mul = fmul double %0, 5.000000e-01, !dbg !59
  %arrayidx1 = getelementptr inbounds double, ptr %b, i64 %i.06, !dbg !60
  store double %mul, ptr %arrayidx1, align 8, !dbg !61, !tbaa !29
    #dbg_value(i64 %add, !49, !DIExpression(), !52)
  %exitcond.not = icmp eq i64 %add, %n, !dbg !53
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !55, !llvm.loop !62
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "two_kernels.c", directory: ".", checksumkind: CSK_MD5, checksum: "63205ce71869a87d43cb64aaf8b21927")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18, !19}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocalVariable(name: "a", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 2, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 0, scope: !20)
!23 = !DILocation(line: 2, column: 22, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 2, column: 3)
!25 = !DILocation(line: 2, column: 3, scope: !20)
!26 = !DILocation(line: 4, column: 1, scope: !10)
!27 = !DILocation(line: 3, column: 5, scope: !24)
!28 = !DILocation(line: 3, column: 10, scope: !24)
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 2, column: 28, scope: !24)
!34 = distinct !{!34, !25, !35, !36, !37}
!35 = !DILocation(line: 3, column: 13, scope: !20)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = distinct !DISubprogram(name: "shift", scope: !1, file: !1, line: 6, type: !39, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !13, !41, !42}
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!45 = !{!46, !47, !48, !49}
!46 = !DILocalVariable(name: "n", arg: 1, scope: !38, file: !1, line: 6, type: !13)
!47 = !DILocalVariable(name: "b", arg: 2, scope: !38, file: !1, line: 6, type: !41)
!48 = !DILocalVariable(name: "a", arg: 3, scope: !38, file: !1, line: 6, type: !42)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 7, type: !13)
!50 = distinct !DILexicalBlock(scope: !38, file: !1, line: 7, column: 3)
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocation(line: 7, column: 22, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 7, column: 3)
!55 = !DILocation(line: 7, column: 3, scope: !50)
!56 = !DILocation(line: 9, column: 1, scope: !38)
!57 = !DILocation(line: 8, column: 16, scope: !54)
!58 = !DILocation(line: 8, column: 12, scope: !54)
!59 = !DILocation(line: 8, column: 21, scope: !54)
!60 = !DILocation(line: 8, column: 5, scope: !54)
!61 = !DILocation(line: 8, column: 10, scope: !54)
!62 = distinct !{!62, !55, !63, !36, !37}
!63 = !DILocation(line: 8, column: 23, scope: !50)
