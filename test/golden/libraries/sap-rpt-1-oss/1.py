from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from sap_rpt_oss import SAP_RPT_OSS_Classifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

# The model learns in context: fit() stores the rows, predict() attends to them.
# An 8k context with 8 bagging rounds is most accurate; lower both if memory runs out.
classifier = SAP_RPT_OSS_Classifier(max_context_size=8192, bagging=8)
classifier.fit(X_train, y_train)
print("accuracy:", accuracy_score(y_test, classifier.predict(X_test)))
