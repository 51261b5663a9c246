#[test]
fn parse_times() {
    let ctx = isl::Ctx::new();
    let m = "max(max(max(max((min((288), 8p + 160)), 8p_p + 128), 8p_p_1 + 128), 8p_p_2 + 128), 8p_p_3 + 128)";
    let texts = [
        format!("[p, p_p, p_p_1, p_p_2, p_p_3] -> {{ [k5] : ((k5 + 1) < ({m}) or (k5 + 1) > ({m})) }}"),
        format!("[p, p_p, p_p_1, p_p_2, p_p_3] -> {{ [k5] : ((k5 + 1) < ({m})) }}"),
        format!("[p, p_p, p_p_1, p_p_2, p_p_3] -> {{ [k5] : ((k5 + 1) > ({m})) }}"),
        "[p, p_p, p_p_1, p_p_2, p_p_3] -> { [k5] : (k5 + 1) < min(288, 8p + 160) or k5 + 1 < 8p_p + 128 or k5 + 1 < 8p_p_1 + 128 or k5 + 1 < 8p_p_2 + 128 or k5 + 1 < 8p_p_3 + 128 }".to_string(),
        "[p, p_p, p_p_1, p_p_2, p_p_3] -> { [k5] : k5 + 1 > 288 or k5 + 1 > 8p + 160 }".to_string(),
    ];
    for t in &texts {
        let t0 = std::time::Instant::now();
        let s = isl::Set::parse(&ctx, t).unwrap();
        println!("{:?} {} pieces", t0.elapsed(), s.n_basic_set().unwrap());
    }
}
