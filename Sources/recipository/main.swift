print("recipository")
