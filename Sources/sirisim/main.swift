print("sirisim")
