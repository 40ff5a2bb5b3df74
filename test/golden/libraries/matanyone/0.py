# pip install git+https://github.com/pq-yang/MatAnyone.git
from matanyone.model.matanyone import MatAnyone

model = MatAnyone.from_pretrained("PeiqingYang/MatAnyone")
