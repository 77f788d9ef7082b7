LayoutBenchmark.run()
