; Option parallel with a private array whose second row's address LICM
; hoisted out of the loop nest (clang -O3's IR: %invariant.gep, &T[1][0]
; plus a constant, computed once before the SCoP). The iteration's code
; reaches T's rows through that address too, so it moves with T: the
; outlined function recomputes it from the pointer the iteration works on
; (its offset from T, by ptrtoint), else the threads would share T's
; second row and race. The program prints what the original prints with
; 1, 2 and 3 threads (three threads race most, each on its own row).
; RUN: %opt -passes='tessera<parallel>' -pass-remarks=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
; RUN: clang-19 -O2 -fopenmp %t.ll -o %t.exe && clang-19 -O2 -fopenmp %s -o %t.ref && %t.ref > %t.ref.out
; RUN: env OMP_NUM_THREADS=1 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=2 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe > %t.out && diff %t.out %t.ref.out
; RUN: env OMP_NUM_THREADS=3 %t.exe 50 7 > %t.out && %t.ref 50 7 > %t.ref.out && diff %t.out %t.ref.out
;
; REMARK: remark: hoisted.c:5:3: SCoP pair.scop0 runs one loop on OpenMP threads (static schedule): loop c0, from line 5 (private to each thread: v_tmp, T (an array; the last iteration works on the array itself))
; CHECK-LABEL: define internal void @pair.tessera.par(
; CHECK: [[CUR:%[0-9]+]] = select i1 %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}
; CHECK-NEXT: [[AT:%[0-9]+]] = ptrtoint ptr %{{[0-9]+}} to i64
; CHECK-NEXT: [[FROM:%[0-9]+]] = ptrtoint ptr %{{[0-9]+}} to i64
; CHECK-NEXT: [[OFF:%[0-9]+]] = sub i64 [[AT]], [[FROM]]
; CHECK-NEXT: getelementptr i8, ptr [[CUR]], i64 [[OFF]]
;
; IR: clang-19 -O3 -flto=thin -fopenmp -g -S -emit-llvm -fno-discard-value-names
; SOURCE: hoisted.c -fopenmp
;    1| #include <stdio.h>
;    2| #include <stdlib.h>
;    3|
;    4| __attribute__((noinline)) void pair(int n, int q, int A[restrict n][q + 2], int T[restrict 2][q + 2]) {
;    5|   for (int i = 0; i < n; i++) {
;    6|     for (int j = 0; j < q; j++) {
;    7|       T[0][j] = (A[i][j] * 3 + i) % 32749;
;    8|       T[1][j] = (A[i][j] * 4 + i) % 32749;
;    9|     }
;   10|     for (int j = 0; j < q; j++)
;   11|       A[i][j] = T[0][j] ^ T[1][q - 1 - j];
;   12|   }
;   13| }
;   14|
;   15| int main(int argc, char **argv) {
;   16|   int n = argc > 1 ? atoi(argv[1]) : 300;
;   17|   int q = argc > 2 ? atoi(argv[2]) : 2000;
;   18|   int (*A)[q + 2] = malloc(sizeof(int) * n * (q + 2));
;   19|   int (*T)[q + 2] = malloc(sizeof(int) * 2 * (q + 2));
;   20|   for (int i = 0; i < n; i++)
;   21|     for (int j = 0; j < q + 2; j++)
;   22|       A[i][j] = (i * 7 + j * 3) % 1001 - 500;
;   23|   for (int j = 0; j < q + 2; j++)
;   24|     T[0][j] = T[1][j] = j;
;   25|   pair(n, q, A, T);
;   26|   unsigned long h = 0;
;   27|   for (int i = 0; i < n; i++)
;   28|     for (int j = 0; j < q + 2; j++)
;   29|       h = h * 31 + A[i][j];
;   30|   for (int j = 0; j < q + 2; j++)
;   31|     h = h * 17 + T[0][j] - T[1][j];
;   32|   printf("%lu\n", h);
;   33|   free(A);
;   34|   free(T);
;   35|   return 0;
;   36| }
; END-SOURCE

; ModuleID = 'hoisted.c'
source_filename = "hoisted.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%lu\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pair(i32 noundef %n, i32 noundef %q, ptr noalias nocapture noundef %A, ptr noalias nocapture noundef %T) local_unnamed_addr #0 !dbg !23 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !44)
    #dbg_value(i32 %q, !33, !DIExpression(), !44)
    #dbg_value(ptr %A, !34, !DIExpression(), !44)
    #dbg_value(ptr %T, !35, !DIExpression(), !44)
  %add = add nsw i32 %q, 2, !dbg !45
  %0 = zext i32 %add to i64
    #dbg_value(i32 0, !36, !DIExpression(), !46)
  %cmp73 = icmp sgt i32 %n, 0, !dbg !47
  br i1 %cmp73, label %for.cond2.preheader.lr.ph, label %for.cond.cleanup, !dbg !48

for.cond2.preheader.lr.ph:                        ; preds = %entry
  %cmp369 = icmp sgt i32 %q, 0
  %arrayidx19 = getelementptr inbounds i32, ptr %T, i64 %0
  br i1 %cmp369, label %for.cond2.preheader.us.us.preheader, label %for.cond.cleanup

for.cond2.preheader.us.us.preheader:              ; preds = %for.cond2.preheader.lr.ph
  %1 = zext nneg i32 %q to i64, !dbg !48
  %wide.trip.count106 = zext nneg i32 %n to i64, !dbg !47
  %wide.trip.count = zext nneg i32 %q to i64
  %invariant.gep = getelementptr i32, ptr %arrayidx19, i64 %1
  br label %for.cond2.preheader.us.us, !dbg !48

for.cond2.preheader.us.us:                        ; preds = %for.cond2.preheader.us.us.preheader, %for.cond23.for.cond.cleanup25_crit_edge.us.us
  %indvars.iv103 = phi i64 [ 0, %for.cond2.preheader.us.us.preheader ], [ %indvars.iv.next104, %for.cond23.for.cond.cleanup25_crit_edge.us.us ]
    #dbg_value(i64 %indvars.iv103, !36, !DIExpression(), !46)
    #dbg_value(i32 0, !38, !DIExpression(), !49)
  %2 = mul nuw nsw i64 %indvars.iv103, %0
  %arrayidx.us.us = getelementptr inbounds i32, ptr %A, i64 %2
  %3 = trunc nuw nsw i64 %indvars.iv103 to i32
  br label %for.body5.us.us, !dbg !50

for.body26.us.us:                                 ; preds = %for.body5.us.us, %for.body26.us.us
  %indvars.iv97 = phi i64 [ %indvars.iv.next98, %for.body26.us.us ], [ 0, %for.body5.us.us ]
    #dbg_value(i64 %indvars.iv97, !42, !DIExpression(), !51)
  %arrayidx29.us.us = getelementptr inbounds i32, ptr %T, i64 %indvars.iv97, !dbg !52
  %4 = load i32, ptr %arrayidx29.us.us, align 4, !dbg !52, !tbaa !54
  %5 = xor i64 %indvars.iv97, -1, !dbg !58
  %gep = getelementptr i32, ptr %invariant.gep, i64 %5, !dbg !59
  %6 = load i32, ptr %gep, align 4, !dbg !59, !tbaa !54
  %xor.us.us = xor i32 %6, %4, !dbg !60
  %arrayidx37.us.us = getelementptr inbounds i32, ptr %arrayidx.us.us, i64 %indvars.iv97, !dbg !61
  store i32 %xor.us.us, ptr %arrayidx37.us.us, align 4, !dbg !62, !tbaa !54
  %indvars.iv.next98 = add nuw nsw i64 %indvars.iv97, 1, !dbg !63
    #dbg_value(i64 %indvars.iv.next98, !42, !DIExpression(), !51)
  %exitcond102.not = icmp eq i64 %indvars.iv.next98, %wide.trip.count, !dbg !64
  br i1 %exitcond102.not, label %for.cond23.for.cond.cleanup25_crit_edge.us.us, label %for.body26.us.us, !dbg !65, !llvm.loop !66

for.body5.us.us:                                  ; preds = %for.body5.us.us, %for.cond2.preheader.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body5.us.us ], [ 0, %for.cond2.preheader.us.us ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !49)
  %arrayidx7.us.us = getelementptr inbounds i32, ptr %arrayidx.us.us, i64 %indvars.iv, !dbg !69
  %7 = load i32, ptr %arrayidx7.us.us, align 4, !dbg !69, !tbaa !54
  %mul.us.us = mul nsw i32 %7, 3, !dbg !72
  %add8.us.us = add nsw i32 %mul.us.us, %3, !dbg !73
  %rem.us.us = srem i32 %add8.us.us, 32749, !dbg !74
  %arrayidx11.us.us = getelementptr inbounds i32, ptr %T, i64 %indvars.iv, !dbg !75
  store i32 %rem.us.us, ptr %arrayidx11.us.us, align 4, !dbg !76, !tbaa !54
  %mul16.us.us = shl nsw i32 %7, 2, !dbg !77
  %add17.us.us = add nsw i32 %mul16.us.us, %3, !dbg !78
  %rem18.us.us = srem i32 %add17.us.us, 32749, !dbg !79
  %arrayidx21.us.us = getelementptr inbounds i32, ptr %arrayidx19, i64 %indvars.iv, !dbg !80
  store i32 %rem18.us.us, ptr %arrayidx21.us.us, align 4, !dbg !81, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !82
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !49)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !83
  br i1 %exitcond.not, label %for.body26.us.us, label %for.body5.us.us, !dbg !50, !llvm.loop !84

for.cond23.for.cond.cleanup25_crit_edge.us.us:    ; preds = %for.body26.us.us
  %indvars.iv.next104 = add nuw nsw i64 %indvars.iv103, 1, !dbg !86
    #dbg_value(i64 %indvars.iv.next104, !36, !DIExpression(), !46)
  %exitcond107.not = icmp eq i64 %indvars.iv.next104, %wide.trip.count106, !dbg !47
  br i1 %exitcond107.not, label %for.cond.cleanup, label %for.cond2.preheader.us.us, !dbg !48, !llvm.loop !87

for.cond.cleanup:                                 ; preds = %for.cond23.for.cond.cleanup25_crit_edge.us.us, %for.cond2.preheader.lr.ph, %entry
  ret void, !dbg !89
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 !dbg !90 {
entry:
    #dbg_value(i32 %argc, !94, !DIExpression(), !116)
    #dbg_value(ptr %argv, !95, !DIExpression(), !116)
  %cmp = icmp sgt i32 %argc, 1, !dbg !117
  br i1 %cmp, label %cond.end, label %cond.end6, !dbg !118

cond.end:                                         ; preds = %entry
  %arrayidx = getelementptr inbounds i8, ptr %argv, i64 8, !dbg !119
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !119, !tbaa !120
    #dbg_value(ptr %0, !122, !DIExpression(), !130)
  %call.i = tail call i64 @strtol(ptr nocapture noundef nonnull %0, ptr noundef null, i32 noundef 10) #6, !dbg !132
  %conv.i = trunc i64 %call.i to i32, !dbg !133
    #dbg_value(i32 %conv.i, !96, !DIExpression(), !116)
  %cmp1.not = icmp eq i32 %argc, 2, !dbg !134
  br i1 %cmp1.not, label %cond.end6, label %cond.true2, !dbg !135

cond.true2:                                       ; preds = %cond.end
  %arrayidx3 = getelementptr inbounds i8, ptr %argv, i64 16, !dbg !136
  %1 = load ptr, ptr %arrayidx3, align 8, !dbg !136, !tbaa !120
    #dbg_value(ptr %1, !122, !DIExpression(), !137)
  %call.i138 = tail call i64 @strtol(ptr nocapture noundef nonnull %1, ptr noundef null, i32 noundef 10) #6, !dbg !139
  %conv.i139 = trunc i64 %call.i138 to i32, !dbg !140
  br label %cond.end6, !dbg !135

cond.end6:                                        ; preds = %entry, %cond.end, %cond.true2
  %cond142 = phi i32 [ %conv.i, %cond.true2 ], [ %conv.i, %cond.end ], [ 300, %entry ]
  %cond7 = phi i32 [ %conv.i139, %cond.true2 ], [ 2000, %cond.end ], [ 2000, %entry ], !dbg !135
    #dbg_value(i32 %cond7, !97, !DIExpression(), !116)
  %add = add nsw i32 %cond7, 2, !dbg !141
  %2 = zext i32 %add to i64, !dbg !142
  %conv = sext i32 %cond142 to i64, !dbg !143
  %mul = shl nsw i64 %conv, 2, !dbg !144
  %conv9 = sext i32 %add to i64, !dbg !145
  %mul10 = mul i64 %mul, %conv9, !dbg !146
  %call11 = tail call noalias ptr @malloc(i64 noundef %mul10) #7, !dbg !147
    #dbg_value(ptr %call11, !98, !DIExpression(), !116)
  %mul15 = shl nsw i64 %conv9, 3, !dbg !148
  %call16 = tail call noalias ptr @malloc(i64 noundef %mul15) #7, !dbg !149
    #dbg_value(ptr %call16, !99, !DIExpression(), !116)
    #dbg_value(i32 0, !100, !DIExpression(), !150)
  %cmp17145 = icmp sgt i32 %cond142, 0, !dbg !151
  br i1 %cmp17145, label %for.cond19.preheader.lr.ph, label %for.cond35.preheader, !dbg !152

for.cond19.preheader.lr.ph:                       ; preds = %cond.end6
  %cmp21143 = icmp sgt i32 %cond7, -2
  br i1 %cmp21143, label %for.cond19.preheader.us.preheader, label %for.cond57.preheader.lr.ph.thread

for.cond57.preheader.lr.ph.thread:                ; preds = %for.cond19.preheader.lr.ph
    #dbg_value(i32 0, !105, !DIExpression(), !153)
  tail call void @pair(i32 noundef %cond142, i32 noundef %cond7, ptr noundef %call11, ptr noundef %call16), !dbg !154
    #dbg_value(i64 0, !107, !DIExpression(), !116)
    #dbg_value(i32 0, !109, !DIExpression(), !155)
  br label %for.cond.cleanup81

for.cond19.preheader.us.preheader:                ; preds = %for.cond19.preheader.lr.ph
  %wide.trip.count168 = zext nneg i32 %cond142 to i64, !dbg !151
  br label %for.cond19.preheader.us, !dbg !152

for.cond19.preheader.us:                          ; preds = %for.cond19.preheader.us.preheader, %for.cond19.for.cond.cleanup23_crit_edge.us
  %indvars.iv164 = phi i64 [ 0, %for.cond19.preheader.us.preheader ], [ %indvars.iv.next165, %for.cond19.for.cond.cleanup23_crit_edge.us ]
    #dbg_value(i64 %indvars.iv164, !100, !DIExpression(), !150)
    #dbg_value(i32 0, !102, !DIExpression(), !156)
  %3 = mul nuw nsw i64 %indvars.iv164, 7
  %4 = mul nuw nsw i64 %indvars.iv164, %2
  %arrayidx28.us = getelementptr inbounds i32, ptr %call11, i64 %4
  br label %for.body24.us, !dbg !157

for.body24.us:                                    ; preds = %for.cond19.preheader.us, %for.body24.us
  %indvars.iv = phi i64 [ 0, %for.cond19.preheader.us ], [ %indvars.iv.next, %for.body24.us ]
    #dbg_value(i64 %indvars.iv, !102, !DIExpression(), !156)
  %5 = mul nuw nsw i64 %indvars.iv, 3, !dbg !158
  %6 = add nuw nsw i64 %5, %3, !dbg !160
  %7 = trunc nuw i64 %6 to i32, !dbg !161
  %rem.us = urem i32 %7, 1001, !dbg !161
  %sub.us = add nsw i32 %rem.us, -500, !dbg !162
  %arrayidx30.us = getelementptr inbounds i32, ptr %arrayidx28.us, i64 %indvars.iv, !dbg !163
  store i32 %sub.us, ptr %arrayidx30.us, align 4, !dbg !164, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !165
    #dbg_value(i64 %indvars.iv.next, !102, !DIExpression(), !156)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2, !dbg !166
  br i1 %exitcond.not, label %for.cond19.for.cond.cleanup23_crit_edge.us, label %for.body24.us, !dbg !157, !llvm.loop !167

for.cond19.for.cond.cleanup23_crit_edge.us:       ; preds = %for.body24.us
  %indvars.iv.next165 = add nuw nsw i64 %indvars.iv164, 1, !dbg !169
    #dbg_value(i64 %indvars.iv.next165, !100, !DIExpression(), !150)
  %exitcond169.not = icmp eq i64 %indvars.iv.next165, %wide.trip.count168, !dbg !151
  br i1 %exitcond169.not, label %for.cond35.preheader, label %for.cond19.preheader.us, !dbg !152, !llvm.loop !170

for.cond35.preheader:                             ; preds = %for.cond19.for.cond.cleanup23_crit_edge.us, %cond.end6
    #dbg_value(i32 0, !105, !DIExpression(), !153)
  %cmp37147 = icmp sgt i32 %cond7, -2, !dbg !172
  br i1 %cmp37147, label %for.body40.lr.ph, label %for.cond.cleanup39, !dbg !174

for.body40.lr.ph:                                 ; preds = %for.cond35.preheader
  %arrayidx41 = getelementptr inbounds i32, ptr %call16, i64 %2
  br label %for.body40, !dbg !174

for.cond.cleanup39:                               ; preds = %for.body40, %for.cond35.preheader
  %cmp37147191 = phi i1 [ false, %for.cond35.preheader ], [ %cmp37147, %for.body40 ]
  tail call void @pair(i32 noundef %cond142, i32 noundef %cond7, ptr noundef %call11, ptr noundef %call16), !dbg !154
    #dbg_value(i64 0, !107, !DIExpression(), !116)
    #dbg_value(i32 0, !109, !DIExpression(), !155)
  br i1 %cmp17145, label %for.cond57.preheader.lr.ph, label %for.cond77.preheader, !dbg !175

for.cond57.preheader.lr.ph:                       ; preds = %for.cond.cleanup39
  br i1 %cmp37147191, label %for.cond57.preheader.us.preheader, label %for.cond.cleanup81

for.cond57.preheader.us.preheader:                ; preds = %for.cond57.preheader.lr.ph
  %wide.trip.count183 = zext nneg i32 %cond142 to i64, !dbg !176
  br label %for.cond57.preheader.us, !dbg !175

for.cond57.preheader.us:                          ; preds = %for.cond57.preheader.us.preheader, %for.cond57.for.cond.cleanup61_crit_edge.us
  %indvars.iv180 = phi i64 [ 0, %for.cond57.preheader.us.preheader ], [ %indvars.iv.next181, %for.cond57.for.cond.cleanup61_crit_edge.us ]
  %h.0153.us = phi i64 [ 0, %for.cond57.preheader.us.preheader ], [ %add69.us, %for.cond57.for.cond.cleanup61_crit_edge.us ]
    #dbg_value(i64 %indvars.iv180, !109, !DIExpression(), !155)
    #dbg_value(i32 0, !111, !DIExpression(), !177)
    #dbg_value(i64 %h.0153.us, !107, !DIExpression(), !116)
  %8 = mul nuw nsw i64 %indvars.iv180, %2
  %arrayidx65.us = getelementptr inbounds i32, ptr %call11, i64 %8
  br label %for.body62.us, !dbg !178

for.body62.us:                                    ; preds = %for.cond57.preheader.us, %for.body62.us
  %indvars.iv175 = phi i64 [ 0, %for.cond57.preheader.us ], [ %indvars.iv.next176, %for.body62.us ]
  %h.1150.us = phi i64 [ %h.0153.us, %for.cond57.preheader.us ], [ %add69.us, %for.body62.us ]
    #dbg_value(i64 %indvars.iv175, !111, !DIExpression(), !177)
    #dbg_value(i64 %h.1150.us, !107, !DIExpression(), !116)
  %mul63.us = mul i64 %h.1150.us, 31, !dbg !179
  %arrayidx67.us = getelementptr inbounds i32, ptr %arrayidx65.us, i64 %indvars.iv175, !dbg !181
  %9 = load i32, ptr %arrayidx67.us, align 4, !dbg !181, !tbaa !54
  %conv68.us = sext i32 %9 to i64, !dbg !181
  %add69.us = add i64 %mul63.us, %conv68.us, !dbg !182
    #dbg_value(i64 %add69.us, !107, !DIExpression(), !116)
  %indvars.iv.next176 = add nuw nsw i64 %indvars.iv175, 1, !dbg !183
    #dbg_value(i64 %indvars.iv.next176, !111, !DIExpression(), !177)
  %exitcond179.not = icmp eq i64 %indvars.iv.next176, %2, !dbg !184
  br i1 %exitcond179.not, label %for.cond57.for.cond.cleanup61_crit_edge.us, label %for.body62.us, !dbg !178, !llvm.loop !185

for.cond57.for.cond.cleanup61_crit_edge.us:       ; preds = %for.body62.us
  %indvars.iv.next181 = add nuw nsw i64 %indvars.iv180, 1, !dbg !187
    #dbg_value(i64 %indvars.iv.next181, !109, !DIExpression(), !155)
    #dbg_value(i64 poison, !107, !DIExpression(), !116)
  %exitcond184.not = icmp eq i64 %indvars.iv.next181, %wide.trip.count183, !dbg !176
  br i1 %exitcond184.not, label %for.cond77.preheader, label %for.cond57.preheader.us, !dbg !175, !llvm.loop !188

for.body40:                                       ; preds = %for.body40.lr.ph, %for.body40
  %indvars.iv170 = phi i64 [ 0, %for.body40.lr.ph ], [ %indvars.iv.next171, %for.body40 ]
    #dbg_value(i64 %indvars.iv170, !105, !DIExpression(), !153)
  %arrayidx43 = getelementptr inbounds i32, ptr %arrayidx41, i64 %indvars.iv170, !dbg !190
  %10 = trunc nuw nsw i64 %indvars.iv170 to i32, !dbg !191
  store i32 %10, ptr %arrayidx43, align 4, !dbg !191, !tbaa !54
  %arrayidx46 = getelementptr inbounds i32, ptr %call16, i64 %indvars.iv170, !dbg !192
  store i32 %10, ptr %arrayidx46, align 4, !dbg !193, !tbaa !54
  %indvars.iv.next171 = add nuw nsw i64 %indvars.iv170, 1, !dbg !194
    #dbg_value(i64 %indvars.iv.next171, !105, !DIExpression(), !153)
  %exitcond174.not = icmp eq i64 %indvars.iv.next171, %2, !dbg !172
  br i1 %exitcond174.not, label %for.cond.cleanup39, label %for.body40, !dbg !174, !llvm.loop !195

for.cond77.preheader:                             ; preds = %for.cond57.for.cond.cleanup61_crit_edge.us, %for.cond.cleanup39
  %h.0.lcssa = phi i64 [ 0, %for.cond.cleanup39 ], [ %add69.us, %for.cond57.for.cond.cleanup61_crit_edge.us ], !dbg !197
    #dbg_value(i32 0, !114, !DIExpression(), !198)
    #dbg_value(i64 %h.0.lcssa, !107, !DIExpression(), !116)
  br i1 %cmp37147191, label %for.body82.lr.ph, label %for.cond.cleanup81, !dbg !199

for.body82.lr.ph:                                 ; preds = %for.cond77.preheader
  %arrayidx89 = getelementptr inbounds i32, ptr %call16, i64 %2
  br label %for.body82, !dbg !199

for.cond.cleanup81:                               ; preds = %for.body82, %for.cond57.preheader.lr.ph, %for.cond57.preheader.lr.ph.thread, %for.cond77.preheader
  %h.2.lcssa = phi i64 [ %h.0.lcssa, %for.cond77.preheader ], [ 0, %for.cond57.preheader.lr.ph.thread ], [ 0, %for.cond57.preheader.lr.ph ], [ %sub93, %for.body82 ], !dbg !116
  %call97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %h.2.lcssa), !dbg !200
  tail call void @free(ptr noundef %call11) #6, !dbg !201
  tail call void @free(ptr noundef %call16) #6, !dbg !202
  ret i32 0, !dbg !203

for.body82:                                       ; preds = %for.body82.lr.ph, %for.body82
  %indvars.iv185 = phi i64 [ 0, %for.body82.lr.ph ], [ %indvars.iv.next186, %for.body82 ]
  %h.2157 = phi i64 [ %h.0.lcssa, %for.body82.lr.ph ], [ %sub93, %for.body82 ]
    #dbg_value(i64 %indvars.iv185, !114, !DIExpression(), !198)
    #dbg_value(i64 %h.2157, !107, !DIExpression(), !116)
  %mul83 = mul i64 %h.2157, 17, !dbg !204
  %arrayidx86 = getelementptr inbounds i32, ptr %call16, i64 %indvars.iv185, !dbg !206
  %11 = load i32, ptr %arrayidx86, align 4, !dbg !206, !tbaa !54
  %conv87 = sext i32 %11 to i64, !dbg !206
  %add88 = add i64 %mul83, %conv87, !dbg !207
  %arrayidx91 = getelementptr inbounds i32, ptr %arrayidx89, i64 %indvars.iv185, !dbg !208
  %12 = load i32, ptr %arrayidx91, align 4, !dbg !208, !tbaa !54
  %conv92 = sext i32 %12 to i64, !dbg !208
  %sub93 = sub i64 %add88, %conv92, !dbg !209
    #dbg_value(i64 %sub93, !107, !DIExpression(), !116)
  %indvars.iv.next186 = add nuw nsw i64 %indvars.iv185, 1, !dbg !210
    #dbg_value(i64 %indvars.iv.next186, !114, !DIExpression(), !198)
  %exitcond189.not = icmp eq i64 %indvars.iv.next186, %2, !dbg !211
  br i1 %exitcond189.not, label %for.cond.cleanup81, label %for.body82, !dbg !199, !llvm.loop !212
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !214 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !219 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !224 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !227 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hoisted.c", directory: ".", checksumkind: CSK_MD5, checksum: "d668ef91fa3dd552d2a53808f7589f47")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !12}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 51}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "pair", scope: !2, file: !2, line: 4, type: !24, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !31)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !9, !9, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: -1)
!31 = !{!32, !33, !34, !35, !36, !38, !42}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !2, line: 4, type: !9)
!33 = !DILocalVariable(name: "q", arg: 2, scope: !23, file: !2, line: 4, type: !9)
!34 = !DILocalVariable(name: "A", arg: 3, scope: !23, file: !2, line: 4, type: !26)
!35 = !DILocalVariable(name: "T", arg: 4, scope: !23, file: !2, line: 4, type: !26)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 5, type: !9)
!37 = distinct !DILexicalBlock(scope: !23, file: !2, line: 5, column: 3)
!38 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 6, type: !9)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 6, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !2, line: 5, column: 31)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 5, column: 3)
!42 = !DILocalVariable(name: "j", scope: !43, file: !2, line: 10, type: !9)
!43 = distinct !DILexicalBlock(scope: !40, file: !2, line: 10, column: 5)
!44 = !DILocation(line: 0, scope: !23)
!45 = !DILocation(line: 4, column: 71, scope: !23)
!46 = !DILocation(line: 0, scope: !37)
!47 = !DILocation(line: 5, column: 21, scope: !41)
!48 = !DILocation(line: 5, column: 3, scope: !37)
!49 = !DILocation(line: 0, scope: !39)
!50 = !DILocation(line: 6, column: 5, scope: !39)
!51 = !DILocation(line: 0, scope: !43)
!52 = !DILocation(line: 11, column: 17, scope: !53)
!53 = distinct !DILexicalBlock(scope: !43, file: !2, line: 10, column: 5)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 11, column: 38, scope: !53)
!59 = !DILocation(line: 11, column: 27, scope: !53)
!60 = !DILocation(line: 11, column: 25, scope: !53)
!61 = !DILocation(line: 11, column: 7, scope: !53)
!62 = !DILocation(line: 11, column: 15, scope: !53)
!63 = !DILocation(line: 10, column: 29, scope: !53)
!64 = !DILocation(line: 10, column: 23, scope: !53)
!65 = !DILocation(line: 10, column: 5, scope: !43)
!66 = distinct !{!66, !65, !67, !68}
!67 = !DILocation(line: 11, column: 41, scope: !43)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 7, column: 18, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 6, column: 33)
!71 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 5)
!72 = !DILocation(line: 7, column: 26, scope: !70)
!73 = !DILocation(line: 7, column: 30, scope: !70)
!74 = !DILocation(line: 7, column: 35, scope: !70)
!75 = !DILocation(line: 7, column: 7, scope: !70)
!76 = !DILocation(line: 7, column: 15, scope: !70)
!77 = !DILocation(line: 8, column: 26, scope: !70)
!78 = !DILocation(line: 8, column: 30, scope: !70)
!79 = !DILocation(line: 8, column: 35, scope: !70)
!80 = !DILocation(line: 8, column: 7, scope: !70)
!81 = !DILocation(line: 8, column: 15, scope: !70)
!82 = !DILocation(line: 6, column: 29, scope: !71)
!83 = !DILocation(line: 6, column: 23, scope: !71)
!84 = distinct !{!84, !50, !85, !68}
!85 = !DILocation(line: 9, column: 5, scope: !39)
!86 = !DILocation(line: 5, column: 27, scope: !41)
!87 = distinct !{!87, !48, !88, !68}
!88 = !DILocation(line: 12, column: 3, scope: !37)
!89 = !DILocation(line: 13, column: 1, scope: !23)
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!9, !9, !10}
!93 = !{!94, !95, !96, !97, !98, !99, !100, !102, !105, !107, !109, !111, !114}
!94 = !DILocalVariable(name: "argc", arg: 1, scope: !90, file: !2, line: 15, type: !9)
!95 = !DILocalVariable(name: "argv", arg: 2, scope: !90, file: !2, line: 15, type: !10)
!96 = !DILocalVariable(name: "n", scope: !90, file: !2, line: 16, type: !9)
!97 = !DILocalVariable(name: "q", scope: !90, file: !2, line: 17, type: !9)
!98 = !DILocalVariable(name: "A", scope: !90, file: !2, line: 18, type: !27)
!99 = !DILocalVariable(name: "T", scope: !90, file: !2, line: 19, type: !27)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 20, type: !9)
!101 = distinct !DILexicalBlock(scope: !90, file: !2, line: 20, column: 3)
!102 = !DILocalVariable(name: "j", scope: !103, file: !2, line: 21, type: !9)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 21, column: 5)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 20, column: 3)
!105 = !DILocalVariable(name: "j", scope: !106, file: !2, line: 23, type: !9)
!106 = distinct !DILexicalBlock(scope: !90, file: !2, line: 23, column: 3)
!107 = !DILocalVariable(name: "h", scope: !90, file: !2, line: 26, type: !108)
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 27, type: !9)
!110 = distinct !DILexicalBlock(scope: !90, file: !2, line: 27, column: 3)
!111 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 28, type: !9)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 28, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !2, line: 27, column: 3)
!114 = !DILocalVariable(name: "j", scope: !115, file: !2, line: 30, type: !9)
!115 = distinct !DILexicalBlock(scope: !90, file: !2, line: 30, column: 3)
!116 = !DILocation(line: 0, scope: !90)
!117 = !DILocation(line: 16, column: 16, scope: !90)
!118 = !DILocation(line: 16, column: 11, scope: !90)
!119 = !DILocation(line: 16, column: 27, scope: !90)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !56, i64 0}
!122 = !DILocalVariable(name: "__nptr", arg: 1, scope: !123, file: !124, line: 362, type: !127)
!123 = distinct !DISubprogram(name: "atoi", scope: !124, file: !124, line: 362, type: !125, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !129)
!124 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!125 = !DISubroutineType(types: !126)
!126 = !{!9, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!129 = !{!122}
!130 = !DILocation(line: 0, scope: !123, inlinedAt: !131)
!131 = distinct !DILocation(line: 16, column: 22, scope: !90)
!132 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !131)
!133 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !131)
!134 = !DILocation(line: 17, column: 16, scope: !90)
!135 = !DILocation(line: 17, column: 11, scope: !90)
!136 = !DILocation(line: 17, column: 27, scope: !90)
!137 = !DILocation(line: 0, scope: !123, inlinedAt: !138)
!138 = distinct !DILocation(line: 17, column: 22, scope: !90)
!139 = !DILocation(line: 364, column: 16, scope: !123, inlinedAt: !138)
!140 = !DILocation(line: 364, column: 10, scope: !123, inlinedAt: !138)
!141 = !DILocation(line: 18, column: 14, scope: !90)
!142 = !DILocation(line: 18, column: 3, scope: !90)
!143 = !DILocation(line: 18, column: 42, scope: !90)
!144 = !DILocation(line: 18, column: 40, scope: !90)
!145 = !DILocation(line: 18, column: 46, scope: !90)
!146 = !DILocation(line: 18, column: 44, scope: !90)
!147 = !DILocation(line: 18, column: 21, scope: !90)
!148 = !DILocation(line: 19, column: 44, scope: !90)
!149 = !DILocation(line: 19, column: 21, scope: !90)
!150 = !DILocation(line: 0, scope: !101)
!151 = !DILocation(line: 20, column: 21, scope: !104)
!152 = !DILocation(line: 20, column: 3, scope: !101)
!153 = !DILocation(line: 0, scope: !106)
!154 = !DILocation(line: 25, column: 3, scope: !90)
!155 = !DILocation(line: 0, scope: !110)
!156 = !DILocation(line: 0, scope: !103)
!157 = !DILocation(line: 21, column: 5, scope: !103)
!158 = !DILocation(line: 22, column: 28, scope: !159)
!159 = distinct !DILexicalBlock(scope: !103, file: !2, line: 21, column: 5)
!160 = !DILocation(line: 22, column: 24, scope: !159)
!161 = !DILocation(line: 22, column: 33, scope: !159)
!162 = !DILocation(line: 22, column: 40, scope: !159)
!163 = !DILocation(line: 22, column: 7, scope: !159)
!164 = !DILocation(line: 22, column: 15, scope: !159)
!165 = !DILocation(line: 21, column: 33, scope: !159)
!166 = !DILocation(line: 21, column: 23, scope: !159)
!167 = distinct !{!167, !157, !168, !68}
!168 = !DILocation(line: 22, column: 42, scope: !103)
!169 = !DILocation(line: 20, column: 27, scope: !104)
!170 = distinct !{!170, !152, !171, !68}
!171 = !DILocation(line: 22, column: 42, scope: !101)
!172 = !DILocation(line: 23, column: 21, scope: !173)
!173 = distinct !DILexicalBlock(scope: !106, file: !2, line: 23, column: 3)
!174 = !DILocation(line: 23, column: 3, scope: !106)
!175 = !DILocation(line: 27, column: 3, scope: !110)
!176 = !DILocation(line: 27, column: 21, scope: !113)
!177 = !DILocation(line: 0, scope: !112)
!178 = !DILocation(line: 28, column: 5, scope: !112)
!179 = !DILocation(line: 29, column: 13, scope: !180)
!180 = distinct !DILexicalBlock(scope: !112, file: !2, line: 28, column: 5)
!181 = !DILocation(line: 29, column: 20, scope: !180)
!182 = !DILocation(line: 29, column: 18, scope: !180)
!183 = !DILocation(line: 28, column: 33, scope: !180)
!184 = !DILocation(line: 28, column: 23, scope: !180)
!185 = distinct !{!185, !178, !186, !68}
!186 = !DILocation(line: 29, column: 26, scope: !112)
!187 = !DILocation(line: 27, column: 27, scope: !113)
!188 = distinct !{!188, !175, !189, !68}
!189 = !DILocation(line: 29, column: 26, scope: !110)
!190 = !DILocation(line: 24, column: 15, scope: !173)
!191 = !DILocation(line: 24, column: 23, scope: !173)
!192 = !DILocation(line: 24, column: 5, scope: !173)
!193 = !DILocation(line: 24, column: 13, scope: !173)
!194 = !DILocation(line: 23, column: 31, scope: !173)
!195 = distinct !{!195, !174, !196, !68}
!196 = !DILocation(line: 24, column: 25, scope: !106)
!197 = !DILocation(line: 26, column: 17, scope: !90)
!198 = !DILocation(line: 0, scope: !115)
!199 = !DILocation(line: 30, column: 3, scope: !115)
!200 = !DILocation(line: 32, column: 3, scope: !90)
!201 = !DILocation(line: 33, column: 3, scope: !90)
!202 = !DILocation(line: 34, column: 3, scope: !90)
!203 = !DILocation(line: 36, column: 1, scope: !90)
!204 = !DILocation(line: 31, column: 11, scope: !205)
!205 = distinct !DILexicalBlock(scope: !115, file: !2, line: 30, column: 3)
!206 = !DILocation(line: 31, column: 18, scope: !205)
!207 = !DILocation(line: 31, column: 16, scope: !205)
!208 = !DILocation(line: 31, column: 28, scope: !205)
!209 = !DILocation(line: 31, column: 26, scope: !205)
!210 = !DILocation(line: 30, column: 31, scope: !205)
!211 = !DILocation(line: 30, column: 21, scope: !205)
!212 = distinct !{!212, !199, !213, !68}
!213 = !DILocation(line: 31, column: 34, scope: !115)
!214 = !DISubprogram(name: "malloc", scope: !124, file: !124, line: 553, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!12, !217}
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !218, line: 18, baseType: !108)
!218 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!219 = !DISubprogram(name: "printf", scope: !220, file: !220, line: 356, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!221 = !DISubroutineType(types: !222)
!222 = !{!9, !223, null}
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!224 = !DISubprogram(name: "free", scope: !124, file: !124, line: 568, type: !225, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !12}
!227 = !DISubprogram(name: "strtol", scope: !124, file: !124, line: 177, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!230, !223, !231, !9}
!230 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)

