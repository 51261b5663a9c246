; floyd-warshall in a clang -O3 build: the (i, j) band under k has reuse,
; but the j loop already walks path[i][j] and path[k][j] with stride 1 and
; path[i][k] not at all: the profitability gate keeps the original
; schedule (32x32 tiles made it 21% slower), says why, and the code is left
; exactly as it was.
; RUN: %opt -passes='tessera<codegen=never>' %s -S -o %t.untouched.ll
; RUN: %opt -passes=tessera -pass-remarks=tessera -pass-remarks-analysis=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: diff %t.untouched.ll %t.ll
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: kernel_floyd_warshall.c
;    1| __attribute__((noinline))
;    2| void kernel_floyd_warshall(int n, int path[n][n])
;    3| {
;    4|   for (int k = 0; k < n; k++)
;    5|     for (int i = 0; i < n; i++)
;    6|       for (int j = 0; j < n; j++) {
;    7|         int via = path[i][k] + path[k][j];
;    8|         path[i][j] = path[i][j] < via ? path[i][j] : via;
;    9|       }
;   10| }
; END-SOURCE
;
; REMARK: remark: kernel_floyd_warshall.c:4:3: SCoP kernel_floyd_warshall.scop0 keeps its original schedule: its innermost loops already access memory with stride 1 or not at all
; REMARK-NEXT: remark: kernel_floyd_warshall.c:4:3: SCoP kernel_floyd_warshall.scop0 left as it is: its schedule does not change

; ModuleID = 'kernel_floyd_warshall.c'
source_filename = "kernel_floyd_warshall.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_floyd_warshall(i32 noundef %n, ptr nocapture noundef %path) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !19, !DIExpression(), !32)
    #dbg_value(ptr %path, !20, !DIExpression(), !32)
  %0 = zext i32 %n to i64
    #dbg_value(i32 0, !21, !DIExpression(), !33)
  %cmp60 = icmp sgt i32 %n, 0, !dbg !34
  br i1 %cmp60, label %for.cond1.preheader.us, label %for.cond.cleanup, !dbg !35

for.cond1.preheader.us:                           ; preds = %entry, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us
  %indvars.iv68 = phi i64 [ %indvars.iv.next69, %for.cond1.for.cond.cleanup3_crit_edge.split.us.us ], [ 0, %entry ]
    #dbg_value(i64 %indvars.iv68, !21, !DIExpression(), !33)
    #dbg_value(i32 0, !23, !DIExpression(), !36)
  %1 = mul nuw nsw i64 %indvars.iv68, %0
  %arrayidx12.us = getelementptr inbounds i32, ptr %path, i64 %1
  br label %for.cond5.preheader.us.us, !dbg !37

for.cond5.preheader.us.us:                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %for.cond1.preheader.us
  %indvars.iv63 = phi i64 [ %indvars.iv.next64, %for.cond5.for.cond.cleanup7_crit_edge.us.us ], [ 0, %for.cond1.preheader.us ]
    #dbg_value(i64 %indvars.iv63, !23, !DIExpression(), !36)
    #dbg_value(i32 0, !26, !DIExpression(), !38)
  %2 = mul nuw nsw i64 %indvars.iv63, %0
  %arrayidx.us.us = getelementptr inbounds i32, ptr %path, i64 %2
  %arrayidx10.us.us = getelementptr inbounds i32, ptr %arrayidx.us.us, i64 %indvars.iv68
  br label %for.body8.us.us, !dbg !39

for.body8.us.us:                                  ; preds = %for.body8.us.us, %for.cond5.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body8.us.us ], [ 0, %for.cond5.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !26, !DIExpression(), !38)
  %3 = load i32, ptr %arrayidx10.us.us, align 4, !dbg !40, !tbaa !41
  %arrayidx14.us.us = getelementptr inbounds i32, ptr %arrayidx12.us, i64 %indvars.iv, !dbg !45
  %4 = load i32, ptr %arrayidx14.us.us, align 4, !dbg !45, !tbaa !41
  %add.us.us = add nsw i32 %4, %3, !dbg !46
    #dbg_value(i32 %add.us.us, !29, !DIExpression(), !47)
  %arrayidx18.us.us = getelementptr inbounds i32, ptr %arrayidx.us.us, i64 %indvars.iv, !dbg !48
  %5 = load i32, ptr %arrayidx18.us.us, align 4, !dbg !48, !tbaa !41
  %.add.us.us = tail call i32 @llvm.smin.i32(i32 %5, i32 %add.us.us), !dbg !48
  store i32 %.add.us.us, ptr %arrayidx18.us.us, align 4, !dbg !49, !tbaa !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !50
    #dbg_value(i64 %indvars.iv.next, !26, !DIExpression(), !38)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0, !dbg !51
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !dbg !39, !llvm.loop !52

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !55
    #dbg_value(i64 %indvars.iv.next64, !23, !DIExpression(), !36)
  %exitcond67.not = icmp eq i64 %indvars.iv.next64, %0, !dbg !56
  br i1 %exitcond67.not, label %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, label %for.cond5.preheader.us.us, !dbg !37, !llvm.loop !57

for.cond1.for.cond.cleanup3_crit_edge.split.us.us: ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %indvars.iv.next69 = add nuw nsw i64 %indvars.iv68, 1, !dbg !59
    #dbg_value(i64 %indvars.iv.next69, !21, !DIExpression(), !33)
  %exitcond72.not = icmp eq i64 %indvars.iv.next69, %0, !dbg !34
  br i1 %exitcond72.not, label %for.cond.cleanup, label %for.cond1.preheader.us, !dbg !35, !llvm.loop !60

for.cond.cleanup:                                 ; preds = %for.cond1.for.cond.cleanup3_crit_edge.split.us.us, %entry
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernel_floyd_warshall.c", directory: ".", checksumkind: CSK_MD5, checksum: "382b441c3a82e0651ac92e2c1f7f20b1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "kernel_floyd_warshall", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: -1)
!18 = !{!19, !20, !21, !23, !26, !29}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!20 = !DILocalVariable(name: "path", arg: 2, scope: !10, file: !1, line: 2, type: !14)
!21 = !DILocalVariable(name: "k", scope: !22, file: !1, line: 4, type: !13)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 5, type: !13)
!24 = distinct !DILexicalBlock(scope: !25, file: !1, line: 5, column: 5)
!25 = distinct !DILexicalBlock(scope: !22, file: !1, line: 4, column: 3)
!26 = !DILocalVariable(name: "j", scope: !27, file: !1, line: 6, type: !13)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 6, column: 7)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 5, column: 5)
!29 = !DILocalVariable(name: "via", scope: !30, file: !1, line: 7, type: !13)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 6, column: 35)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 6, column: 7)
!32 = !DILocation(line: 0, scope: !10)
!33 = !DILocation(line: 0, scope: !22)
!34 = !DILocation(line: 4, column: 21, scope: !25)
!35 = !DILocation(line: 4, column: 3, scope: !22)
!36 = !DILocation(line: 0, scope: !24)
!37 = !DILocation(line: 5, column: 5, scope: !24)
!38 = !DILocation(line: 0, scope: !27)
!39 = !DILocation(line: 6, column: 7, scope: !27)
!40 = !DILocation(line: 7, column: 19, scope: !30)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 7, column: 32, scope: !30)
!46 = !DILocation(line: 7, column: 30, scope: !30)
!47 = !DILocation(line: 0, scope: !30)
!48 = !DILocation(line: 8, column: 22, scope: !30)
!49 = !DILocation(line: 8, column: 20, scope: !30)
!50 = !DILocation(line: 6, column: 31, scope: !31)
!51 = !DILocation(line: 6, column: 25, scope: !31)
!52 = distinct !{!52, !39, !53, !54}
!53 = !DILocation(line: 9, column: 7, scope: !27)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 5, column: 29, scope: !28)
!56 = !DILocation(line: 5, column: 23, scope: !28)
!57 = distinct !{!57, !37, !58, !54}
!58 = !DILocation(line: 9, column: 7, scope: !24)
!59 = !DILocation(line: 4, column: 27, scope: !25)
!60 = distinct !{!60, !35, !61, !54}
!61 = !DILocation(line: 9, column: 7, scope: !22)
!62 = !DILocation(line: 10, column: 1, scope: !10)

