print("pantomime")
