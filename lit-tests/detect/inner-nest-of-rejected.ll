; The outer loop calls printf, so the whole nest is rejected (remark at
; the call); its inner loop is then tried alone and is a SCoP, the outer
; loop's row offset i * m a parameter of it (p: the row's first element).
; Without this, one call in an outer loop would hide every nest below it.
; RUN: %opt -passes='tessera<print-model>' -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output > %t.model 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.model
; SOURCE: rows.c
;    1| #include <stdio.h>
;    2|
;    3| void rows(int n, int m, double A[n][m]) {
;    4|   for (int i = 0; i < n; i++) {
;    5|     for (int j = 0; j < m; j++)
;    6|       A[i][j] *= 2.0;
;    7|     printf("row %d done\n", i);
;    8|   }
;    9| }
; END-SOURCE
;
; REMARK: remark: rows.c:7:5: loop nest not optimized: the call to 'printf' may have side effects (it may write memory, not return, or throw)
; REMARK: remark: rows.c:5:5: SCoP rows.scop0 found: 1 loops, 1 statements, 1 arrays
; CHECK: scop @rows.scop0 in @rows loc("rows.c":5:5) {
; CHECK-NEXT: params [[[P:[a-z_0-9]+]] : i64, m : i64]
; CHECK: domain "[[[P]], m] -> { S0[i0] : 0 <= i0 < m }"
; CHECK: write #1 @A "[[[P]], m] -> { S0[i0] -> A[i0 + [[P]]] }"

; ModuleID = 'rows.c'
source_filename = "rows.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"row %d done\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local void @rows(i32 noundef %n, i32 noundef %m, ptr nocapture noundef %A) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %n, !27, !DIExpression(), !36)
    #dbg_value(i32 %m, !28, !DIExpression(), !36)
    #dbg_value(ptr %A, !29, !DIExpression(), !36)
  %0 = zext i32 %m to i64
    #dbg_value(i32 0, !30, !DIExpression(), !37)
  %cmp19 = icmp sgt i32 %n, 0, !dbg !38
  br i1 %cmp19, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !39

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp217 = icmp sgt i32 %m, 0
  %wide.trip.count25 = zext nneg i32 %n to i64, !dbg !38
  br label %for.cond1.preheader, !dbg !39

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %indvars.iv22 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next23, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv22, !30, !DIExpression(), !37)
    #dbg_value(i32 0, !32, !DIExpression(), !40)
  br i1 %cmp217, label %for.body4.lr.ph, label %for.cond.cleanup3, !dbg !41

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %1 = mul nuw nsw i64 %indvars.iv22, %0
  %arrayidx = getelementptr inbounds double, ptr %A, i64 %1
  br label %for.body4, !dbg !41

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void, !dbg !42

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %2 = trunc nuw nsw i64 %indvars.iv22 to i32, !dbg !43
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !43
  %indvars.iv.next23 = add nuw nsw i64 %indvars.iv22, 1, !dbg !44
    #dbg_value(i64 %indvars.iv.next23, !30, !DIExpression(), !37)
  %exitcond26.not = icmp eq i64 %indvars.iv.next23, %wide.trip.count25, !dbg !38
  br i1 %exitcond26.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !39, !llvm.loop !45

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %indvars.iv = phi i64 [ 0, %for.body4.lr.ph ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !32, !DIExpression(), !40)
  %arrayidx6 = getelementptr inbounds double, ptr %arrayidx, i64 %indvars.iv, !dbg !49
  %3 = load double, ptr %arrayidx6, align 8, !dbg !51, !tbaa !52
  %mul = fmul double %3, 2.000000e+00, !dbg !51
  store double %mul, ptr %arrayidx6, align 8, !dbg !51, !tbaa !52
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !56
    #dbg_value(i64 %indvars.iv.next, !32, !DIExpression(), !40)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !57
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !41, !llvm.loop !58
}

; Function Attrs: nofree nounwind
declare !dbg !60 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rows.c", directory: ".", checksumkind: CSK_MD5, checksum: "70488903bd2c3388ba51bd8f27bbffea")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "rows", scope: !2, file: !2, line: 3, type: !18, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !26)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, elements: !24)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !{!25}
!25 = !DISubrange(count: -1)
!26 = !{!27, !28, !29, !30, !32}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !2, line: 3, type: !20)
!28 = !DILocalVariable(name: "m", arg: 2, scope: !17, file: !2, line: 3, type: !20)
!29 = !DILocalVariable(name: "A", arg: 3, scope: !17, file: !2, line: 3, type: !21)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 4, type: !20)
!31 = distinct !DILexicalBlock(scope: !17, file: !2, line: 4, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !2, line: 5, type: !20)
!33 = distinct !DILexicalBlock(scope: !34, file: !2, line: 5, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !2, line: 4, column: 31)
!35 = distinct !DILexicalBlock(scope: !31, file: !2, line: 4, column: 3)
!36 = !DILocation(line: 0, scope: !17)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 4, column: 21, scope: !35)
!39 = !DILocation(line: 4, column: 3, scope: !31)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 5, column: 5, scope: !33)
!42 = !DILocation(line: 9, column: 1, scope: !17)
!43 = !DILocation(line: 7, column: 5, scope: !34)
!44 = !DILocation(line: 4, column: 27, scope: !35)
!45 = distinct !{!45, !39, !46, !47, !48}
!46 = !DILocation(line: 8, column: 3, scope: !31)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 6, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !33, file: !2, line: 5, column: 5)
!51 = !DILocation(line: 6, column: 15, scope: !50)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 5, column: 29, scope: !50)
!57 = !DILocation(line: 5, column: 23, scope: !50)
!58 = distinct !{!58, !41, !59, !47, !48}
!59 = !DILocation(line: 6, column: 18, scope: !33)
!60 = !DISubprogram(name: "printf", scope: !61, file: !61, line: 356, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!62 = !DISubroutineType(types: !63)
!63 = !{!20, !64, null}
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
