; Two loops one after the other (the first's exit block is the second's
; entry) are merged into one SCoP: the scheduler then sees the dependence
; from a[i] to a[i - 1] across them and may fuse or reorder the two, which
; separate SCoPs would forbid.
; RUN: %opt -passes='tessera<print-model>' -pass-remarks-analysis=tessera %s -disable-output > %t.model 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck --match-full-lines --check-prefix=MODEL %s < %t.model
; SOURCE: two.c
;    1| double a[256], b[256], c[256];
;    2|
;    3| void two(void) {
;    4|   for (int i = 0; i < 256; i++)
;    5|     a[i] = c[i] * 2.0;
;    6|   for (int i = 1; i < 256; i++)
;    7|     b[i] = a[i - 1] + c[i];
;    8| }
; END-SOURCE
;
; REMARK: remark: two.c:4:3: SCoP two.scop0 found: 2 loops, 2 statements, 3 arrays
; The whole model (scripts/bless.py): one SCoP, S1 after S0 (dates 0 and 1).
; BLESS-BEGIN: MODEL
; MODEL: scop @two.scop0 in @two loc("two.c":4:3) {
; MODEL-NEXT:   params []
; MODEL-NEXT:   context "{ : }"
; MODEL-NEXT:   array @c : f64 [?] memory size 8
; MODEL-NEXT:   array @a : f64 [?] memory size 8
; MODEL-NEXT:   array @b : f64 [?] memory size 8
; MODEL-NEXT:   stmt @S0 loc("two.c":5:12) {
; MODEL-NEXT:     domain "{ S0[i0] : 0 <= i0 <= 255 }"
; MODEL-NEXT:     schedule "{ S0[i0] -> [0, i0, 0] }"
; MODEL-NEXT:     read #0 @c "{ S0[i0] -> c[i0] }"
; MODEL-NEXT:     write #1 @a "{ S0[i0] -> a[i0] }"
; MODEL-NEXT:     %0 = load #0 : f64
; MODEL-NEXT:     %1 = fmul %0, 2.000000e+00 : f64 : f64
; MODEL-NEXT:     store %1, #1 : void
; MODEL-NEXT:   }
; MODEL-NEXT:   stmt @S1 loc("two.c":7:12) {
; MODEL-NEXT:     domain "{ S1[i0] : 0 <= i0 <= 254 }"
; MODEL-NEXT:     schedule "{ S1[i0] -> [1, i0, 0] }"
; MODEL-NEXT:     read #0 @a "{ S1[i0] -> a[i0] }"
; MODEL-NEXT:     read #1 @c "{ S1[i0] -> c[i0 + 1] }"
; MODEL-NEXT:     write #2 @b "{ S1[i0] -> b[i0 + 1] }"
; MODEL-NEXT:     %0 = load #0 : f64
; MODEL-NEXT:     %1 = load #1 : f64
; MODEL-NEXT:     %2 = fadd %0, %1 : f64
; MODEL-NEXT:     store %2, #2 : void
; MODEL-NEXT:   }
; MODEL-NEXT: }
; BLESS-END

; ModuleID = 'two.c'
source_filename = "two.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@c = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !0
@a = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !5
@b = dso_local local_unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @two() local_unnamed_addr #0 !dbg !21 {
entry:
    #dbg_value(i32 0, !25, !DIExpression(), !30)
  br label %for.body, !dbg !31

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !25, !DIExpression(), !30)
  %arrayidx = getelementptr inbounds [256 x double], ptr @c, i64 0, i64 %indvars.iv, !dbg !32
  %0 = load double, ptr %arrayidx, align 8, !dbg !32, !tbaa !34
  %mul = fmul double %0, 2.000000e+00, !dbg !38
  %arrayidx2 = getelementptr inbounds [256 x double], ptr @a, i64 0, i64 %indvars.iv, !dbg !39
  store double %mul, ptr %arrayidx2, align 8, !dbg !40, !tbaa !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !41
    #dbg_value(i64 %indvars.iv.next, !25, !DIExpression(), !30)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 256, !dbg !42
  br i1 %exitcond.not, label %for.body7, label %for.body, !dbg !31, !llvm.loop !43

for.cond.cleanup6:                                ; preds = %for.body7
  ret void, !dbg !47

for.body7:                                        ; preds = %for.body, %for.body7
  %indvars.iv27 = phi i64 [ %indvars.iv.next28, %for.body7 ], [ 1, %for.body ]
    #dbg_value(i64 %indvars.iv27, !28, !DIExpression(), !48)
  %1 = add nsw i64 %indvars.iv27, -1, !dbg !49
  %arrayidx9 = getelementptr inbounds [256 x double], ptr @a, i64 0, i64 %1, !dbg !51
  %2 = load double, ptr %arrayidx9, align 8, !dbg !51, !tbaa !34
  %arrayidx11 = getelementptr inbounds [256 x double], ptr @c, i64 0, i64 %indvars.iv27, !dbg !52
  %3 = load double, ptr %arrayidx11, align 8, !dbg !52, !tbaa !34
  %add = fadd double %2, %3, !dbg !53
  %arrayidx13 = getelementptr inbounds [256 x double], ptr @b, i64 0, i64 %indvars.iv27, !dbg !54
  store double %add, ptr %arrayidx13, align 8, !dbg !55, !tbaa !34
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1, !dbg !56
    #dbg_value(i64 %indvars.iv.next28, !28, !DIExpression(), !48)
  %exitcond31.not = icmp eq i64 %indvars.iv.next28, 256, !dbg !57
  br i1 %exitcond31.not, label %for.cond.cleanup6, label %for.body7, !dbg !58, !llvm.loop !59
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "two.c", directory: ".", checksumkind: CSK_MD5, checksum: "576cc4c32904efba940725915f9f5674")
!4 = !{!5, !11, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 256)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 1, type: !7, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 3, type: !22, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{null}
!24 = !{!25, !28}
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 4, type: !27)
!26 = distinct !DILexicalBlock(scope: !21, file: !3, line: 4, column: 3)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 6, type: !27)
!29 = distinct !DILexicalBlock(scope: !21, file: !3, line: 6, column: 3)
!30 = !DILocation(line: 0, scope: !26)
!31 = !DILocation(line: 4, column: 3, scope: !26)
!32 = !DILocation(line: 5, column: 12, scope: !33)
!33 = distinct !DILexicalBlock(scope: !26, file: !3, line: 4, column: 3)
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 5, column: 17, scope: !33)
!39 = !DILocation(line: 5, column: 5, scope: !33)
!40 = !DILocation(line: 5, column: 10, scope: !33)
!41 = !DILocation(line: 4, column: 29, scope: !33)
!42 = !DILocation(line: 4, column: 21, scope: !33)
!43 = distinct !{!43, !31, !44, !45, !46}
!44 = !DILocation(line: 5, column: 19, scope: !26)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 8, column: 1, scope: !21)
!48 = !DILocation(line: 0, scope: !29)
!49 = !DILocation(line: 7, column: 16, scope: !50)
!50 = distinct !DILexicalBlock(scope: !29, file: !3, line: 6, column: 3)
!51 = !DILocation(line: 7, column: 12, scope: !50)
!52 = !DILocation(line: 7, column: 23, scope: !50)
!53 = !DILocation(line: 7, column: 21, scope: !50)
!54 = !DILocation(line: 7, column: 5, scope: !50)
!55 = !DILocation(line: 7, column: 10, scope: !50)
!56 = !DILocation(line: 6, column: 29, scope: !50)
!57 = !DILocation(line: 6, column: 21, scope: !50)
!58 = !DILocation(line: 6, column: 3, scope: !29)
!59 = distinct !{!59, !58, !60, !45, !46}
!60 = !DILocation(line: 7, column: 26, scope: !29)
