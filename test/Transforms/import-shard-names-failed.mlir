// RUN: cleave-opt %s --cleave-import-shard="axis-names=dp" -verify-diagnostics

// expected-error@+1 {{has rank 2 but 1 axis names were given}}
shard.grid @grid(shape = 2x2)
