# pip install relik
from relik import Relik

relik = Relik.from_pretrained("relik-ie/relik-relation-extraction-small")
output = relik("Michael Jordan was one of the best players in the NBA.")
print(output)
