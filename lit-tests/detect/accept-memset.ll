; LLVM turns a zeroing loop into a memset call. Inside a SCoP it is a
; statement writing a range of elements (y[0 .. n - 1]) rather than a
; rejected call, so the time loop around it stays in the SCoP.
; IR from clang -O2's pipeline where Tessera runs (-flto=thin: the
; simplification pipeline, stopped before the optimization pipeline).
; RUN: %opt -passes='tessera<print-model>' %s -disable-output | FileCheck %s
; IR: clang-19 -O2 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: zero_then_add.c
;    1| void zero_then_add(long tsteps, long n, double *y, const double *x) {
;    2|   for (long t = 0; t < tsteps; t++) {
;    3|     for (long j = 0; j < n; j++)
;    4|       y[j] = 0.0;
;    5|     for (long j = 0; j < n; j++)
;    6|       y[j] += x[j] * t;
;    7|   }
;    8| }
; END-SOURCE
;
; CHECK-LABEL: scop @zero_then_add.scop0 in @zero_then_add
; CHECK: write #0 @y "[n, tsteps] -> { S0[i0] -> y[o] : 0 <= o < 0 + (n) }"
; CHECK-NEXT: call [@llvm.memset] 0 : i8, #0 : void

; ModuleID = 'zero_then_add.c'
source_filename = "zero_then_add.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @zero_then_add(i64 noundef %tsteps, i64 noundef %n, ptr nocapture noundef %y, ptr nocapture noundef readonly %x) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i64 %tsteps, !19, !DIExpression(), !31)
    #dbg_value(i64 %n, !20, !DIExpression(), !31)
    #dbg_value(ptr %y, !21, !DIExpression(), !31)
    #dbg_value(ptr %x, !22, !DIExpression(), !31)
    #dbg_value(i64 0, !23, !DIExpression(), !32)
  %cmp31 = icmp sgt i64 %tsteps, 0, !dbg !33
  br i1 %cmp31, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup, !dbg !34

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp227 = icmp sgt i64 %n, 0
  %0 = shl nuw i64 %n, 3, !dbg !34
  br label %for.cond1.preheader, !dbg !34

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup8
  %t.032 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %inc16, %for.cond.cleanup8 ]
    #dbg_value(i64 %t.032, !23, !DIExpression(), !32)
    #dbg_value(i64 0, !25, !DIExpression(), !35)
  br i1 %cmp227, label %for.body9.lr.ph, label %for.cond.cleanup8, !dbg !36

for.cond.cleanup:                                 ; preds = %for.cond.cleanup8, %entry
  ret void, !dbg !37

for.body9.lr.ph:                                  ; preds = %for.cond1.preheader
  call void @llvm.memset.p0.i64(ptr align 8 %y, i8 0, i64 %0, i1 false), !dbg !38, !tbaa !40
    #dbg_value(i64 poison, !25, !DIExpression(), !35)
    #dbg_value(i64 0, !29, !DIExpression(), !44)
  %conv = uitofp nneg i64 %t.032 to double
  br label %for.body9, !dbg !45

for.cond.cleanup8:                                ; preds = %for.body9, %for.cond1.preheader
  %inc16 = add nuw nsw i64 %t.032, 1, !dbg !46
    #dbg_value(i64 %inc16, !23, !DIExpression(), !32)
  %exitcond33.not = icmp eq i64 %inc16, %tsteps, !dbg !33
  br i1 %exitcond33.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !34, !llvm.loop !47

for.body9:                                        ; preds = %for.body9.lr.ph, %for.body9
  %j5.030 = phi i64 [ 0, %for.body9.lr.ph ], [ %inc13, %for.body9 ]
    #dbg_value(i64 %j5.030, !29, !DIExpression(), !44)
  %arrayidx10 = getelementptr inbounds double, ptr %x, i64 %j5.030, !dbg !50
  %1 = load double, ptr %arrayidx10, align 8, !dbg !50, !tbaa !40
  %arrayidx11 = getelementptr inbounds double, ptr %y, i64 %j5.030, !dbg !52
  %2 = load double, ptr %arrayidx11, align 8, !dbg !53, !tbaa !40
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %conv, double %2), !dbg !53
  store double %3, ptr %arrayidx11, align 8, !dbg !53, !tbaa !40
  %inc13 = add nuw nsw i64 %j5.030, 1, !dbg !54
    #dbg_value(i64 %inc13, !29, !DIExpression(), !44)
  %exitcond.not = icmp eq i64 %inc13, %n, !dbg !55
  br i1 %exitcond.not, label %for.cond.cleanup8, label %for.body9, !dbg !45, !llvm.loop !56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "zero_then_add.c", directory: ".", checksumkind: CSK_MD5, checksum: "6efbf0483f1787eabf8497cfa052168f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "zero_then_add", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14, !16}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!18 = !{!19, !20, !21, !22, !23, !25, !29}
!19 = !DILocalVariable(name: "tsteps", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!20 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 1, type: !13)
!21 = !DILocalVariable(name: "y", arg: 3, scope: !10, file: !1, line: 1, type: !14)
!22 = !DILocalVariable(name: "x", arg: 4, scope: !10, file: !1, line: 1, type: !16)
!23 = !DILocalVariable(name: "t", scope: !24, file: !1, line: 2, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!25 = !DILocalVariable(name: "j", scope: !26, file: !1, line: 3, type: !13)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 3, column: 5)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 37)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 2, column: 3)
!29 = !DILocalVariable(name: "j", scope: !30, file: !1, line: 5, type: !13)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 5, column: 5)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 0, scope: !24)
!33 = !DILocation(line: 2, column: 22, scope: !28)
!34 = !DILocation(line: 2, column: 3, scope: !24)
!35 = !DILocation(line: 0, scope: !26)
!36 = !DILocation(line: 3, column: 5, scope: !26)
!37 = !DILocation(line: 8, column: 1, scope: !10)
!38 = !DILocation(line: 4, column: 12, scope: !39)
!39 = distinct !DILexicalBlock(scope: !26, file: !1, line: 3, column: 5)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 0, scope: !30)
!45 = !DILocation(line: 5, column: 5, scope: !30)
!46 = !DILocation(line: 2, column: 33, scope: !28)
!47 = distinct !{!47, !34, !48, !49}
!48 = !DILocation(line: 7, column: 3, scope: !24)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 6, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !30, file: !1, line: 5, column: 5)
!52 = !DILocation(line: 6, column: 7, scope: !51)
!53 = !DILocation(line: 6, column: 12, scope: !51)
!54 = !DILocation(line: 5, column: 30, scope: !51)
!55 = !DILocation(line: 5, column: 24, scope: !51)
!56 = distinct !{!56, !45, !57, !49}
!57 = !DILocation(line: 6, column: 22, scope: !30)

