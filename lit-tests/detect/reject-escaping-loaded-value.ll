; A value the loop nest computes and its code after the nest uses (not
; through a PHI of the exit block) stays defined on the regenerated path
; only when it depends on nothing the nest loads or computes: then it
; moves in front of the version branch (@scaled: `2 * s`, regenerated in
; the round trip). A loaded one (@loaded: `t = b[0]` in the loop's
; preheader, stored after the loop) would need its value from the
; regenerated code: the nest stays as it is, and the remark says why.
; Hand-written IR: the preheader belongs to the region.
; RUN: %opt -passes='tessera<schedule=original;codegen=always>' -pass-remarks=tessera -pass-remarks-missed=tessera %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck --check-prefix=REMARK %s < %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: opt-19 -passes=verify %t.ll -disable-output
;
; REMARK: remark: <unknown>:0:0: loop nest not optimized: a value computed in the loop nest is used after it, not through a PHI, and it depends on what the nest loads or computes (not yet supported)
; REMARK: remark: <unknown>:0:0: regenerated SCoP scaled.scop0 (1 loops, 1 statements) from its schedule
; CHECK-LABEL: define void @loaded(
; CHECK-NOT: tessera.version
; CHECK-LABEL: define void @scaled(
; CHECK: tessera.version:
; CHECK-NOT: {{^}}tessera.start
; CHECK: %t = fmul double %s, 2.000000e+00
; CHECK-NEXT: br i1

define void @loaded(i64 %n, ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %pre, label %end

pre:
  %t = load double, ptr %b
  br label %loop

loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p
  %y = fadd double %x, %t
  store double %y, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store double %t, ptr %c
  br label %end

end:
  ret void
}

define void @scaled(i64 %n, double %s, ptr noalias %a, ptr noalias %c) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %pre, label %end

pre:
  %t = fmul double %s, 2.0
  br label %loop

loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p
  %y = fadd double %x, %t
  store double %y, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store double %t, ptr %c
  br label %end

end:
  ret void
}
