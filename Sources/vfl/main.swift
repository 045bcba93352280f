print("vfl")
