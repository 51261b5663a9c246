; An atomic read-modify-write in a loop (even relaxed, even on distinct
; elements) is not an ordinary memory access: reordering or duplicating it
; is not Tessera's to decide, so the nest is rejected, with the remark at
; the atomic operation.
; RUN: %opt -passes=tessera -pass-remarks-missed=tessera -pass-remarks-analysis=tessera %s -disable-output 2>&1 | FileCheck %s
; SOURCE: count.c
;    1| void count(int n, int *hist) {
;    2|   for (int i = 0; i < n; i++)
;    3|     __atomic_fetch_add(&hist[i], 1, __ATOMIC_RELAXED);
;    4| }
; END-SOURCE
;
; CHECK: remark: count.c:3:5: loop nest not optimized: a volatile or atomic memory access

; ModuleID = 'count.c'
source_filename = "count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local void @count(i32 noundef %n, ptr nocapture noundef %hist) local_unnamed_addr #0 !dbg !10 {
entry:
    #dbg_value(i32 %n, !16, !DIExpression(), !20)
    #dbg_value(ptr %hist, !17, !DIExpression(), !20)
    #dbg_value(i32 0, !18, !DIExpression(), !21)
  %cmp3 = icmp sgt i32 %n, 0, !dbg !22
  br i1 %cmp3, label %for.body.preheader, label %for.cond.cleanup, !dbg !24

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !22
  br label %for.body, !dbg !24

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !25

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !18, !DIExpression(), !21)
  %arrayidx = getelementptr inbounds i32, ptr %hist, i64 %indvars.iv, !dbg !26
  %0 = atomicrmw add ptr %arrayidx, i32 1 monotonic, align 4, !dbg !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !28
    #dbg_value(i64 %indvars.iv.next, !18, !DIExpression(), !21)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !22
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !24, !llvm.loop !29
}

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "count.c", directory: ".", checksumkind: CSK_MD5, checksum: "2b62586a948c308611180d7ce2301163")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "count", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !{!16, !17, !18}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocalVariable(name: "hist", arg: 2, scope: !10, file: !1, line: 1, type: !14)
!18 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 2, type: !13)
!19 = distinct !DILexicalBlock(scope: !10, file: !1, line: 2, column: 3)
!20 = !DILocation(line: 0, scope: !10)
!21 = !DILocation(line: 0, scope: !19)
!22 = !DILocation(line: 2, column: 21, scope: !23)
!23 = distinct !DILexicalBlock(scope: !19, file: !1, line: 2, column: 3)
!24 = !DILocation(line: 2, column: 3, scope: !19)
!25 = !DILocation(line: 4, column: 1, scope: !10)
!26 = !DILocation(line: 3, column: 25, scope: !23)
!27 = !DILocation(line: 3, column: 5, scope: !23)
!28 = !DILocation(line: 2, column: 27, scope: !23)
!29 = distinct !{!29, !24, !30, !31, !32}
!30 = !DILocation(line: 3, column: 53, scope: !19)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.disable"}
