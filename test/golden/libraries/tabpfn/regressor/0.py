# pip install tabpfn
from huggingface_hub import hf_hub_download, list_repo_files
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split
from tabpfn import TabPFNRegressor

repo_id = "Prior-Labs/TabPFN-v2-reg"
checkpoint = next(name for name in list_repo_files(repo_id) if name.endswith(".ckpt") and "regressor" in name)
model = TabPFNRegressor(model_path=hf_hub_download(repo_id, checkpoint))

X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)
# fit() only stores the training rows: the model predicts from them in context.
model.fit(X_train, y_train)
print(model.score(X_test, y_test))
