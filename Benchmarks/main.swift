print("StackLayoutBenchmarks: not yet implemented")
