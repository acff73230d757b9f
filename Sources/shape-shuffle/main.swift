import ShapeShuffleCore
print("shape-shuffle")
