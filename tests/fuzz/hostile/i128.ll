; Wide and narrow induction variables.
define void @iv_i128(ptr %A, i128 %n) {
entry:
  %g = icmp sgt i128 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i128 [ 0, %entry ], [ %i.n, %loop ]
  %t = trunc i128 %i to i64
  %p = getelementptr double, ptr %A, i64 %t
  store double 1.0, ptr %p
  %i.n = add nuw nsw i128 %i, 1
  %c = icmp slt i128 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @iv_i128_huge(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i128 [ 0, %entry ], [ %i.n, %loop ]
  %s = lshr i128 %i, 70
  %t = trunc i128 %s to i64
  %p = getelementptr double, ptr %A, i64 %t
  store double 2.0, ptr %p
  %i.n = add nuw nsw i128 %i, 1180591620717411303424
  %c = icmp ult i128 %i.n, 1267650600228229401496703205376
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @iv_i128_2d(ptr %A, i128 %n, i128 %m) {
entry:
  %g = icmp sgt i128 %n, 0
  br i1 %g, label %outer, label %exit
outer:
  %i = phi i128 [ 0, %entry ], [ %i.n, %olatch ]
  %gm = icmp sgt i128 %m, 0
  br i1 %gm, label %inner, label %olatch
inner:
  %j = phi i128 [ 0, %outer ], [ %j.n, %inner ]
  %r = mul nsw i128 %i, %m
  %x = add nsw i128 %r, %j
  %p = getelementptr double, ptr %A, i128 %x
  %v = load double, ptr %p
  %w = fmul double %v, 2.0
  store double %w, ptr %p
  %j.n = add nuw nsw i128 %j, 1
  %cj = icmp slt i128 %j.n, %m
  br i1 %cj, label %inner, label %olatch
olatch:
  %i.n = add nuw nsw i128 %i, 1
  %ci = icmp slt i128 %i.n, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

define void @iv_i8_wrap(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.n, %loop ]
  %z = zext i8 %i to i64
  %p = getelementptr double, ptr %A, i64 %z
  store double 3.0, ptr %p
  %i.n = add i8 %i, 7
  %c = icmp ne i8 %i.n, 3
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @iv_i1(ptr %A) {
entry:
  br label %loop
loop:
  %i = phi i1 [ false, %entry ], [ %i.n, %loop ]
  %z = zext i1 %i to i64
  %p = getelementptr double, ptr %A, i64 %z
  store double 4.0, ptr %p
  %i.n = add i1 %i, true
  br i1 %i, label %exit, label %loop
exit:
  ret void
}

define void @iv_i16_signed_index(ptr %A, i16 %n) {
entry:
  %g = icmp sgt i16 %n, -100
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i16 [ -100, %entry ], [ %i.n, %loop ]
  %s = sext i16 %i to i64
  %x = add nsw i64 %s, 100
  %p = getelementptr double, ptr %A, i64 %x
  store double 5.0, ptr %p
  %i.n = add nsw i16 %i, 1
  %c = icmp slt i16 %i.n, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
