# Put the model in your Unity project's StreamingAssets folder
hf download 'unity/sentis-YOLOv8n' --local-dir Assets/StreamingAssets
# Then load it from a C# script with the Sentis package:
#   var model = ModelLoader.Load(Path.Combine(Application.streamingAssetsPath, "<file>.sentis"));
#   var worker = new Worker(model, BackendType.GPUCompute);
