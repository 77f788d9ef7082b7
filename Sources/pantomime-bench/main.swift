BannerBenchmark.run()
