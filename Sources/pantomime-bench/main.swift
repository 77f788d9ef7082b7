LayoutBenchmark.run()
BannerBenchmark.run()
