; print-model prints every rejected loop nest too, as a comment line with
; its source location and reason, before the SCoPs' models: `tessera
; scops` (which sets print-model) shows in one listing what was taken and
; what was not, and why.
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; SOURCE: mixed.c
;    1| void mixed(int n, volatile double *v, double *restrict a, const double *restrict b) {
;    2|   for (int i = 0; i < n; i++)
;    3|     v[i] = 0.0;
;    4|   for (int i = 0; i < n; i++)
;    5|     a[i] = b[i] + 1.0;
;    6| }
; END-SOURCE
;
; CHECK: // rejected: mixed.c:3:10: a volatile or atomic memory access
; CHECK-NEXT: scop @mixed.scop0 in @mixed loc("mixed.c":4:{{[0-9]+}}) {
; CHECK: write #1 @a "[n] -> { S0[i0] -> a[i0] }"

; ModuleID = 'mixed.c'
source_filename = "mixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @mixed(i32 noundef %n, ptr noundef %v, ptr noalias nocapture noundef writeonly %a, ptr noalias nocapture noundef readonly %b) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !23, !DIExpression(), !31)
    #dbg_value(ptr %v, !24, !DIExpression(), !31)
    #dbg_value(ptr %a, !25, !DIExpression(), !31)
    #dbg_value(ptr %b, !26, !DIExpression(), !31)
    #dbg_value(i32 0, !27, !DIExpression(), !32)
  %cmp19 = icmp sgt i32 %n, 0, !dbg !33
  br i1 %cmp19, label %for.body.preheader, label %for.cond.cleanup4, !dbg !35

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !33
  br label %for.body, !dbg !35

for.cond2.preheader:                              ; preds = %for.body
    #dbg_value(i32 0, !29, !DIExpression(), !36)
  br i1 %cmp19, label %for.body5.preheader, label %for.cond.cleanup4, !dbg !37

for.body5.preheader:                              ; preds = %for.cond2.preheader
  %wide.trip.count27 = zext nneg i32 %n to i64, !dbg !38
  br label %for.body5, !dbg !37

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !27, !DIExpression(), !32)
  %arrayidx = getelementptr inbounds double, ptr %v, i64 %indvars.iv, !dbg !40
  store volatile double 0.000000e+00, ptr %arrayidx, align 8, !dbg !41, !tbaa !42
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !46
    #dbg_value(i64 %indvars.iv.next, !27, !DIExpression(), !32)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !33
  br i1 %exitcond.not, label %for.cond2.preheader, label %for.body, !dbg !35, !llvm.loop !47

for.cond.cleanup4:                                ; preds = %for.body5, %entry, %for.cond2.preheader
  ret void, !dbg !51

for.body5:                                        ; preds = %for.body5.preheader, %for.body5
  %indvars.iv24 = phi i64 [ 0, %for.body5.preheader ], [ %indvars.iv.next25, %for.body5 ]
    #dbg_value(i64 %indvars.iv24, !29, !DIExpression(), !36)
  %arrayidx7 = getelementptr inbounds double, ptr %b, i64 %indvars.iv24, !dbg !52
  %0 = load double, ptr %arrayidx7, align 8, !dbg !52, !tbaa !42
  %add = fadd double %0, 1.000000e+00, !dbg !53
  %arrayidx9 = getelementptr inbounds double, ptr %a, i64 %indvars.iv24, !dbg !54
  store double %add, ptr %arrayidx9, align 8, !dbg !55, !tbaa !42
  %indvars.iv.next25 = add nuw nsw i64 %indvars.iv24, 1, !dbg !56
    #dbg_value(i64 %indvars.iv.next25, !29, !DIExpression(), !36)
  %exitcond28.not = icmp eq i64 %indvars.iv.next25, %wide.trip.count27, !dbg !38
  br i1 %exitcond28.not, label %for.cond.cleanup4, label %for.body5, !dbg !37, !llvm.loop !57
}

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mixed.c", directory: ".", checksumkind: CSK_MD5, checksum: "79fd859ebf0df9f375c970253a8f67cb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "mixed", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !17, !19}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!22 = !{!23, !24, !25, !26, !27, !29}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!24 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!25 = !DILocalVariable(name: "a", arg: 3, scope: !10, file: !1, line: 1, type: !17)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !10, file: !1, line: 1, type: !19)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 2, type: !13)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 4, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 0, scope: !28)
!33 = !DILocation(line: 2, column: 21, scope: !34)
!34 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 3)
!35 = !DILocation(line: 2, column: 3, scope: !28)
!36 = !DILocation(line: 0, scope: !30)
!37 = !DILocation(line: 4, column: 3, scope: !30)
!38 = !DILocation(line: 4, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !30, file: !1, line: 4, column: 3)
!40 = !DILocation(line: 3, column: 5, scope: !34)
!41 = !DILocation(line: 3, column: 10, scope: !34)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 2, column: 27, scope: !34)
!47 = distinct !{!47, !35, !48, !49, !50}
!48 = !DILocation(line: 3, column: 12, scope: !28)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 6, column: 1, scope: !10)
!52 = !DILocation(line: 5, column: 12, scope: !39)
!53 = !DILocation(line: 5, column: 17, scope: !39)
!54 = !DILocation(line: 5, column: 5, scope: !39)
!55 = !DILocation(line: 5, column: 10, scope: !39)
!56 = !DILocation(line: 4, column: 27, scope: !39)
!57 = distinct !{!57, !37, !58, !49, !50}
!58 = !DILocation(line: 5, column: 19, scope: !30)
