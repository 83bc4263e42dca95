import Scout
print("Scout playground")
