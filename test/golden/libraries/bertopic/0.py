# pip install bertopic
from bertopic import BERTopic

topic_model = BERTopic.load("MaartenGr/BERTopic_Wikipedia")
print(topic_model.get_topic_info())
topics, probabilities = topic_model.transform(["A short document to assign to a topic."])
