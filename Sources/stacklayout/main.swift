print("stacklayout: not yet implemented")
