from sklearn.datasets import fetch_california_housing
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from sap_rpt_oss import SAP_RPT_OSS_Regressor

X, y = fetch_california_housing(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, train_size=2000, test_size=500, random_state=0)

regressor = SAP_RPT_OSS_Regressor(max_context_size=8192, bagging=8)
regressor.fit(X_train, y_train)
print("R²:", r2_score(y_test, regressor.predict(X_test)))
