; A max-plus reduction kept in a register across its innermost loop (the
; k loop keeps t[i][j]) while another read, t[k + 1][j], walks a column.
; Where the vectorizers avoid gathers, each lane of that read would be a
; scalar load and an insert, slower than the scalar loop, whose chain is
; one max per iteration (PolyBench's nussinov at N = 500 on an AMD EPYC
; family 25 model 17: 9.4 ms vectorized, 6.5 ms not): the loop gets
; `llvm.loop.vectorize.width` 1. With gathers kept it gets no such hint.
; The program's output is the original's.
; RUN: %opt -passes='tessera<only=maxplus;gathers=avoid>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: %opt -passes='tessera<only=maxplus;gathers=keep>' %s -S | FileCheck --check-prefix=KEEP %s
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 %t.ll -o %t.exe && clang-19 -O2 %s -o %t.ref
; RUN: %t.exe > %t.out && %t.ref > %t.ref.out && diff %t.out %t.ref.out
;
; IR: clang-19 -O3 -flto=thin -g -S -emit-llvm -fno-discard-value-names
; SOURCE: maxplus.c
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| #define max(a, b) ((a) >= (b) ? (a) : (b))
;    5|
;    6| __attribute__((noinline))
;    7| void maxplus(int t[300][300])
;    8| {
;    9|   for (int i = 300 - 1; i >= 0; i--)
;   10|     for (int j = i + 1; j < 300; j++)
;   11|       for (int k = i + 1; k < j; k++)
;   12|         t[i][j] = max(t[i][j], t[i][k] + t[k + 1][j]);
;   13| }
;   14|
;   15| int main(void)
;   16| {
;   17|   int n = 300;
;   18|   int (*t)[n] = malloc(sizeof(int[n][n]));
;   19|   for (int i = 0; i < n; i++)
;   20|     for (int j = 0; j < n; j++)
;   21|       t[i][j] = (i * 7 + j * 13) % 17;
;   22|   maxplus(t);
;   23|   long s = 0;
;   24|   for (int i = 0; i < n; i++)
;   25|     for (int j = 0; j < n; j++)
;   26|       s += (long)t[i][j] * (1 + (i + j) % 5);
;   27|   printf("%ld\n", s);
;   28|   return 0;
;   29| }
; END-SOURCE
;
; REMARK: remark: maxplus.c:9:3: regenerated SCoP maxplus.scop0
;
; The innermost loops' latches: the first (the statement under two loops)
; only aligned, the k loop not vectorized.
; CHECK: br label %tessera.for{{[0-9]+}}, !dbg !{{[0-9]+}}, !llvm.loop ![[FIRST:[0-9]+]]
; CHECK: br label %tessera.for{{[0-9]+}}, !dbg !{{[0-9]+}}, !llvm.loop ![[K:[0-9]+]]
; CHECK: ![[FIRST]] = distinct !{![[FIRST]], ![[ALIGN:[0-9]+]]}
; CHECK: ![[K]] = distinct !{![[K]], ![[ALIGN]], ![[WIDTH:[0-9]+]]}
; CHECK: ![[WIDTH]] = !{!"llvm.loop.vectorize.width", i32 1}
; KEEP-NOT: llvm.loop.vectorize.width

; ModuleID = 'maxplus.c'
source_filename = "maxplus.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @maxplus(ptr nocapture noundef %t) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(ptr %t, !28, !DIExpression(), !37)
    #dbg_value(i32 299, !29, !DIExpression(), !38)
  br label %for.body, !dbg !39

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  ret void, !dbg !40

for.body:                                         ; preds = %entry, %for.cond.cleanup3
  %indvars.iv85 = phi i64 [ 299, %entry ], [ %indvars.iv.next86, %for.cond.cleanup3 ]
  %indvars.iv = phi i64 [ 300, %entry ], [ %indvars.iv.next, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv85, !29, !DIExpression(), !38)
  %0 = add nuw nsw i64 %indvars.iv85, 1, !dbg !41
    #dbg_value(i64 %0, !31, !DIExpression(), !42)
  %cmp275 = icmp ult i64 %indvars.iv85, 299, !dbg !43
  br i1 %cmp275, label %for.cond6.preheader, label %for.cond.cleanup3, !dbg !44

for.cond6.preheader:                              ; preds = %for.body, %for.cond.cleanup8
  %indvars.iv81 = phi i64 [ %indvars.iv.next82, %for.cond.cleanup8 ], [ %indvars.iv, %for.body ]
    #dbg_value(i64 %indvars.iv81, !31, !DIExpression(), !42)
    #dbg_value(i64 %0, !34, !DIExpression(), !45)
  %cmp772 = icmp ult i64 %0, %indvars.iv81, !dbg !46
  br i1 %cmp772, label %for.body9.lr.ph, label %for.cond.cleanup8, !dbg !48

for.body9.lr.ph:                                  ; preds = %for.cond6.preheader
  %arrayidx11 = getelementptr inbounds [300 x i32], ptr %t, i64 %indvars.iv85, i64 %indvars.iv81
  %arrayidx11.promoted = load i32, ptr %arrayidx11, align 4, !tbaa !49
  br label %for.body9, !dbg !48

for.cond.cleanup3:                                ; preds = %for.cond.cleanup8, %for.body
  %indvars.iv.next86 = add nsw i64 %indvars.iv85, -1, !dbg !53
    #dbg_value(i64 %indvars.iv.next86, !29, !DIExpression(), !38)
  %cmp.not = icmp eq i64 %indvars.iv85, 0, !dbg !54
  %indvars.iv.next = add nsw i64 %indvars.iv, -1, !dbg !39
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !39, !llvm.loop !55

for.cond.cleanup8:                                ; preds = %for.body9, %for.cond6.preheader
  %indvars.iv.next82 = add nuw nsw i64 %indvars.iv81, 1, !dbg !58
    #dbg_value(i64 %indvars.iv.next82, !31, !DIExpression(), !42)
  %exitcond84.not = icmp eq i64 %indvars.iv.next82, 300, !dbg !43
  br i1 %exitcond84.not, label %for.cond.cleanup3, label %for.cond6.preheader, !dbg !44, !llvm.loop !59

for.body9:                                        ; preds = %for.body9.lr.ph, %for.body9
  %indvars.iv78 = phi i64 [ %indvars.iv, %for.body9.lr.ph ], [ %indvars.iv.next79, %for.body9 ], !dbg !61
  %add21.74 = phi i32 [ %arrayidx11.promoted, %for.body9.lr.ph ], [ %add21., %for.body9 ], !dbg !61
    #dbg_value(i64 %indvars.iv78, !34, !DIExpression(), !45)
  %arrayidx15 = getelementptr inbounds [300 x i32], ptr %t, i64 %indvars.iv85, i64 %indvars.iv78, !dbg !61
  %1 = load i32, ptr %arrayidx15, align 4, !dbg !61, !tbaa !49
  %indvars.iv.next79 = add nuw nsw i64 %indvars.iv78, 1, !dbg !61
  %arrayidx20 = getelementptr inbounds [300 x i32], ptr %t, i64 %indvars.iv.next79, i64 %indvars.iv81, !dbg !61
  %2 = load i32, ptr %arrayidx20, align 4, !dbg !61, !tbaa !49
  %add21 = add nsw i32 %2, %1, !dbg !61
  %add21. = tail call i32 @llvm.smax.i32(i32 %add21.74, i32 %add21), !dbg !61
  store i32 %add21., ptr %arrayidx11, align 4, !dbg !62, !tbaa !49
    #dbg_value(i64 %indvars.iv.next79, !34, !DIExpression(), !45)
  %exitcond.not = icmp eq i64 %indvars.iv.next79, %indvars.iv81, !dbg !46
  br i1 %exitcond.not, label %for.cond.cleanup8, label %for.body9, !dbg !48, !llvm.loop !63
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !65 {
entry:
    #dbg_value(i32 300, !69, !DIExpression(), !86)
  %call = tail call noalias dereferenceable_or_null(360000) ptr @malloc(i64 noundef 360000) #5, !dbg !87
    #dbg_value(ptr %call, !70, !DIExpression(), !86)
    #dbg_value(i32 0, !75, !DIExpression(), !88)
  br label %for.cond1.preheader, !dbg !89

for.cond1.preheader:                              ; preds = %entry, %for.cond.cleanup3
  %indvars.iv69 = phi i64 [ 0, %entry ], [ %indvars.iv.next70, %for.cond.cleanup3 ]
    #dbg_value(i64 %indvars.iv69, !75, !DIExpression(), !88)
  %0 = mul nuw nsw i64 %indvars.iv69, 7
  %arrayidx.idx = mul i64 %indvars.iv69, 1200
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 %arrayidx.idx
    #dbg_value(i32 0, !77, !DIExpression(), !90)
  br label %for.body4, !dbg !91

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3
  tail call void @maxplus(ptr noundef nonnull %call), !dbg !92
    #dbg_value(i64 0, !80, !DIExpression(), !86)
    #dbg_value(i32 0, !81, !DIExpression(), !93)
  br label %for.cond17.preheader, !dbg !94

for.cond.cleanup3:                                ; preds = %for.body4
  %indvars.iv.next70 = add nuw nsw i64 %indvars.iv69, 1, !dbg !95
    #dbg_value(i64 %indvars.iv.next70, !75, !DIExpression(), !88)
  %exitcond74.not = icmp eq i64 %indvars.iv.next70, 300, !dbg !96
  br i1 %exitcond74.not, label %for.cond.cleanup, label %for.cond1.preheader, !dbg !89, !llvm.loop !97

for.body4:                                        ; preds = %for.cond1.preheader, %for.body4
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %for.body4 ]
    #dbg_value(i64 %indvars.iv, !77, !DIExpression(), !90)
  %1 = mul nuw nsw i64 %indvars.iv, 13, !dbg !99
  %2 = add nuw nsw i64 %1, %0, !dbg !101
  %3 = trunc nuw nsw i64 %2 to i32, !dbg !102
  %rem = urem i32 %3, 17, !dbg !102
  %arrayidx7 = getelementptr inbounds i32, ptr %arrayidx, i64 %indvars.iv, !dbg !103
  store i32 %rem, ptr %arrayidx7, align 4, !dbg !104, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !105
    #dbg_value(i64 %indvars.iv.next, !77, !DIExpression(), !90)
  %exitcond.not = icmp eq i64 %indvars.iv.next, 300, !dbg !106
  br i1 %exitcond.not, label %for.cond.cleanup3, label %for.body4, !dbg !91, !llvm.loop !107

for.cond17.preheader:                             ; preds = %for.cond.cleanup, %for.cond.cleanup19
  %indvars.iv80 = phi i64 [ 0, %for.cond.cleanup ], [ %indvars.iv.next81, %for.cond.cleanup19 ]
  %s.064 = phi i64 [ 0, %for.cond.cleanup ], [ %add30, %for.cond.cleanup19 ]
    #dbg_value(i64 %indvars.iv80, !81, !DIExpression(), !93)
    #dbg_value(i64 %s.064, !80, !DIExpression(), !86)
  %arrayidx22.idx = mul i64 %indvars.iv80, 1200
  %arrayidx22 = getelementptr inbounds i8, ptr %call, i64 %arrayidx22.idx
    #dbg_value(i32 0, !83, !DIExpression(), !109)
    #dbg_value(i64 %s.064, !80, !DIExpression(), !86)
  br label %for.body20, !dbg !110

for.cond.cleanup14:                               ; preds = %for.cond.cleanup19
  %call37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %add30), !dbg !111
  ret i32 0, !dbg !112

for.cond.cleanup19:                               ; preds = %for.body20
  %indvars.iv.next81 = add nuw nsw i64 %indvars.iv80, 1, !dbg !113
    #dbg_value(i64 %indvars.iv.next81, !81, !DIExpression(), !93)
    #dbg_value(i64 %add30, !80, !DIExpression(), !86)
  %exitcond84.not = icmp eq i64 %indvars.iv.next81, 300, !dbg !114
  br i1 %exitcond84.not, label %for.cond.cleanup14, label %for.cond17.preheader, !dbg !94, !llvm.loop !115

for.body20:                                       ; preds = %for.cond17.preheader, %for.body20
  %indvars.iv75 = phi i64 [ 0, %for.cond17.preheader ], [ %indvars.iv.next76, %for.body20 ]
  %s.162 = phi i64 [ %s.064, %for.cond17.preheader ], [ %add30, %for.body20 ]
    #dbg_value(i64 %indvars.iv75, !83, !DIExpression(), !109)
    #dbg_value(i64 %s.162, !80, !DIExpression(), !86)
  %arrayidx24 = getelementptr inbounds i32, ptr %arrayidx22, i64 %indvars.iv75, !dbg !117
  %4 = load i32, ptr %arrayidx24, align 4, !dbg !117, !tbaa !49
  %conv = sext i32 %4 to i64, !dbg !119
  %5 = add nuw nsw i64 %indvars.iv75, %indvars.iv80, !dbg !120
  %6 = trunc nuw nsw i64 %5 to i32, !dbg !121
  %rem26 = urem i32 %6, 5, !dbg !121
  %add27 = add nuw nsw i32 %rem26, 1, !dbg !122
  %conv28 = zext nneg i32 %add27 to i64, !dbg !123
  %mul29 = mul nsw i64 %conv, %conv28, !dbg !124
  %add30 = add nsw i64 %mul29, %s.162, !dbg !125
    #dbg_value(i64 %add30, !80, !DIExpression(), !86)
  %indvars.iv.next76 = add nuw nsw i64 %indvars.iv75, 1, !dbg !126
    #dbg_value(i64 %indvars.iv.next76, !83, !DIExpression(), !109)
  %exitcond79.not = icmp eq i64 %indvars.iv.next76, 300, !dbg !127
  br i1 %exitcond79.not, label %for.cond.cleanup19, label %for.body20, !dbg !110, !llvm.loop !128
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !130 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !138 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "maxplus.c", directory: ".", checksumkind: CSK_MD5, checksum: "90ba719bfa8e1c5d8e9113f42bc67300")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "maxplus", scope: !2, file: !2, line: 7, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 9600, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 300)
!27 = !{!28, !29, !31, !34}
!28 = !DILocalVariable(name: "t", arg: 1, scope: !19, file: !2, line: 7, type: !22)
!29 = !DILocalVariable(name: "i", scope: !30, file: !2, line: 9, type: !24)
!30 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !2, line: 10, type: !24)
!32 = distinct !DILexicalBlock(scope: !33, file: !2, line: 10, column: 5)
!33 = distinct !DILexicalBlock(scope: !30, file: !2, line: 9, column: 3)
!34 = !DILocalVariable(name: "k", scope: !35, file: !2, line: 11, type: !24)
!35 = distinct !DILexicalBlock(scope: !36, file: !2, line: 11, column: 7)
!36 = distinct !DILexicalBlock(scope: !32, file: !2, line: 10, column: 5)
!37 = !DILocation(line: 0, scope: !19)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocation(line: 9, column: 3, scope: !30)
!40 = !DILocation(line: 13, column: 1, scope: !19)
!41 = !DILocation(line: 10, column: 20, scope: !32)
!42 = !DILocation(line: 0, scope: !32)
!43 = !DILocation(line: 10, column: 27, scope: !36)
!44 = !DILocation(line: 10, column: 5, scope: !32)
!45 = !DILocation(line: 0, scope: !35)
!46 = !DILocation(line: 11, column: 29, scope: !47)
!47 = distinct !DILexicalBlock(scope: !35, file: !2, line: 11, column: 7)
!48 = !DILocation(line: 11, column: 7, scope: !35)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 9, column: 34, scope: !33)
!54 = !DILocation(line: 9, column: 27, scope: !33)
!55 = distinct !{!55, !39, !56, !57}
!56 = !DILocation(line: 12, column: 19, scope: !30)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 10, column: 35, scope: !36)
!59 = distinct !{!59, !44, !60, !57}
!60 = !DILocation(line: 12, column: 19, scope: !32)
!61 = !DILocation(line: 12, column: 19, scope: !47)
!62 = !DILocation(line: 12, column: 17, scope: !47)
!63 = distinct !{!63, !48, !64, !57}
!64 = !DILocation(line: 12, column: 19, scope: !35)
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !66, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!24}
!68 = !{!69, !70, !75, !77, !80, !81, !83}
!69 = !DILocalVariable(name: "n", scope: !65, file: !2, line: 17, type: !24)
!70 = !DILocalVariable(name: "t", scope: !65, file: !2, line: 18, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: -1)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 19, type: !24)
!76 = distinct !DILexicalBlock(scope: !65, file: !2, line: 19, column: 3)
!77 = !DILocalVariable(name: "j", scope: !78, file: !2, line: 20, type: !24)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 20, column: 5)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 19, column: 3)
!80 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 23, type: !9)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 24, type: !24)
!82 = distinct !DILexicalBlock(scope: !65, file: !2, line: 24, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 25, type: !24)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 25, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 24, column: 3)
!86 = !DILocation(line: 0, scope: !65)
!87 = !DILocation(line: 18, column: 17, scope: !65)
!88 = !DILocation(line: 0, scope: !76)
!89 = !DILocation(line: 19, column: 3, scope: !76)
!90 = !DILocation(line: 0, scope: !78)
!91 = !DILocation(line: 20, column: 5, scope: !78)
!92 = !DILocation(line: 22, column: 3, scope: !65)
!93 = !DILocation(line: 0, scope: !82)
!94 = !DILocation(line: 24, column: 3, scope: !82)
!95 = !DILocation(line: 19, column: 27, scope: !79)
!96 = !DILocation(line: 19, column: 21, scope: !79)
!97 = distinct !{!97, !89, !98, !57}
!98 = !DILocation(line: 21, column: 36, scope: !76)
!99 = !DILocation(line: 21, column: 28, scope: !100)
!100 = distinct !DILexicalBlock(scope: !78, file: !2, line: 20, column: 5)
!101 = !DILocation(line: 21, column: 24, scope: !100)
!102 = !DILocation(line: 21, column: 34, scope: !100)
!103 = !DILocation(line: 21, column: 7, scope: !100)
!104 = !DILocation(line: 21, column: 15, scope: !100)
!105 = !DILocation(line: 20, column: 29, scope: !100)
!106 = !DILocation(line: 20, column: 23, scope: !100)
!107 = distinct !{!107, !91, !108, !57}
!108 = !DILocation(line: 21, column: 36, scope: !78)
!109 = !DILocation(line: 0, scope: !84)
!110 = !DILocation(line: 25, column: 5, scope: !84)
!111 = !DILocation(line: 27, column: 3, scope: !65)
!112 = !DILocation(line: 29, column: 1, scope: !65)
!113 = !DILocation(line: 24, column: 27, scope: !85)
!114 = !DILocation(line: 24, column: 21, scope: !85)
!115 = distinct !{!115, !94, !116, !57}
!116 = !DILocation(line: 26, column: 44, scope: !82)
!117 = !DILocation(line: 26, column: 18, scope: !118)
!118 = distinct !DILexicalBlock(scope: !84, file: !2, line: 25, column: 5)
!119 = !DILocation(line: 26, column: 12, scope: !118)
!120 = !DILocation(line: 26, column: 36, scope: !118)
!121 = !DILocation(line: 26, column: 41, scope: !118)
!122 = !DILocation(line: 26, column: 31, scope: !118)
!123 = !DILocation(line: 26, column: 28, scope: !118)
!124 = !DILocation(line: 26, column: 26, scope: !118)
!125 = !DILocation(line: 26, column: 9, scope: !118)
!126 = !DILocation(line: 25, column: 29, scope: !118)
!127 = !DILocation(line: 25, column: 23, scope: !118)
!128 = distinct !{!128, !110, !129, !57}
!129 = !DILocation(line: 26, column: 44, scope: !84)
!130 = !DISubprogram(name: "malloc", scope: !131, file: !131, line: 553, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!132 = !DISubroutineType(types: !133)
!133 = !{!134, !135}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !136, line: 18, baseType: !137)
!136 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DISubprogram(name: "printf", scope: !139, file: !139, line: 356, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!140 = !DISubroutineType(types: !141)
!141 = !{!24, !142, null}
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)

