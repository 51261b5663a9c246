; Irreducible cycles: inside an affine loop, around an affine loop, and a
; two-entry cycle whose blocks contain affine accesses.
define void @irr_inside(ptr %A, i32 %n, i1 %c) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %a, label %b
a:
  %x = phi i32 [ 0, %outer ], [ %y1, %b ]
  %x1 = add i32 %x, 1
  %ca = icmp slt i32 %x1, 10
  br i1 %ca, label %b, label %latch
b:
  %y = phi i32 [ 0, %outer ], [ %x1, %a ]
  %y1 = add i32 %y, 2
  %idx = sext i32 %i to i64
  %p = getelementptr double, ptr %A, i64 %idx
  store double 1.0, ptr %p
  %cb = icmp slt i32 %y1, 10
  br i1 %cb, label %a, label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %co = icmp slt i32 %i.next, %n
  br i1 %co, label %outer, label %exit
exit:
  ret void
}

define void @irr_around(ptr %A, i64 %n, i1 %c) {
entry:
  br i1 %c, label %l1, label %l2
l1:
  %k1 = phi i64 [ 0, %entry ], [ %k2.n, %l2.end ]
  %k1.n = add i64 %k1, 1
  br label %loop.pre
l2:
  %k2 = phi i64 [ 0, %entry ], [ %k1.n, %loop.exit ]
  br label %l2.end
l2.end:
  %k2.n = add i64 %k2, 3
  %d2 = icmp ult i64 %k2.n, 100
  br i1 %d2, label %l1, label %exit
loop.pre:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %loop.exit
loop:
  %i = phi i64 [ 0, %loop.pre ], [ %i.n, %loop ]
  %p = getelementptr double, ptr %A, i64 %i
  %v = load double, ptr %p
  %w = fadd double %v, 1.0
  store double %w, ptr %p
  %i.n = add nuw nsw i64 %i, 1
  %c2 = icmp slt i64 %i.n, %n
  br i1 %c2, label %loop, label %loop.exit
loop.exit:
  %d1 = icmp ult i64 %k1.n, 50
  br i1 %d1, label %l2, label %exit
exit:
  ret void
}

; a reducible loop whose body jumps into the middle of a sibling loop
define void @irr_siblings(ptr %A, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 2
  br i1 %g, label %h1, label %h2
h1:
  %i = phi i64 [ 0, %entry ], [ %i.n, %b1 ], [ %j.n, %x ]
  %p = getelementptr double, ptr %A, i64 %i
  store double 2.0, ptr %p
  br label %b1
b1:
  %i.n = add nuw nsw i64 %i, 1
  %c1 = icmp slt i64 %i.n, %n
  br i1 %c1, label %h1, label %h2
h2:
  %j = phi i64 [ 1, %entry ], [ %i.n, %b1 ], [ %j.n, %b2 ]
  %q = getelementptr double, ptr %A, i64 %j
  store double 3.0, ptr %q
  br label %b2
b2:
  %j.n = add nuw nsw i64 %j, 2
  %c2 = icmp slt i64 %j.n, %n
  %c3 = icmp eq i64 %j, 7
  br i1 %c2, label %h2, label %x
x:
  br i1 %c3, label %h1, label %exit
exit:
  ret void
}
