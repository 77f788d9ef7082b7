import PantomimeCommandLine

PantomimeCommandLine.main()
